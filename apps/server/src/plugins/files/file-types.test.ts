import { describe, expect, it } from 'vitest';
import * as sample from '../../../test/sample-files';
import { cleanOriginalName, contentMatches, extensionOf } from './file-types';

describe('contentMatches', () => {
  it('recognises a real file of each allowed kind', async () => {
    expect(await contentMatches('pdf', sample.pdf())).toBe(true);
    expect(await contentMatches('docx', sample.docx())).toBe(true);
    expect(await contentMatches('doc', sample.doc())).toBe(true);
    expect(await contentMatches('png', sample.png())).toBe(true);
    expect(await contentMatches('jpg', sample.jpg())).toBe(true);
    expect(await contentMatches('jpeg', sample.jpg())).toBe(true);
    expect(await contentMatches('gif', sample.gif())).toBe(true);
  });

  it('refuses content that is not what the extension says', async () => {
    expect(await contentMatches('pdf', sample.exe())).toBe(false);
    expect(await contentMatches('docx', sample.exe())).toBe(false);
    expect(await contentMatches('docx', sample.plainZip())).toBe(false);
    expect(await contentMatches('docx', sample.xlsx())).toBe(false);
    expect(await contentMatches('docx', sample.doc())).toBe(false);
    expect(await contentMatches('doc', sample.docx())).toBe(false);
    expect(await contentMatches('png', sample.svg())).toBe(false);
    expect(await contentMatches('pdf', sample.html())).toBe(false);
    expect(await contentMatches('jpg', sample.png())).toBe(false);
    expect(await contentMatches('pdf', Buffer.from('just text'))).toBe(false);
  });
});

describe('names', () => {
  it('takes the extension of the last dot, lower case', () => {
    expect(extensionOf('Report.PDF')).toBe('pdf');
    expect(extensionOf('report.pdf.exe')).toBe('exe');
    expect(extensionOf('report')).toBe('');
    expect(extensionOf('.pdf')).toBe('pdf');
  });

  it('keeps an uploaded name without folders or control characters, at most 255 characters', () => {
    expect(cleanOriginalName('C:\\Users\\ana\\Explanation.docx')).toBe('Explanation.docx');
    expect(cleanOriginalName('../../etc/passwd')).toBe('passwd');
    expect(cleanOriginalName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect(cleanOriginalName('Pagbati ni Niño.pdf')).toBe('Pagbati ni Niño.pdf');
    const long = cleanOriginalName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(255);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});
