import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/** Tiny real files of each kind an upload may carry, and a few disguised ones, made in memory. */

const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n >>> 0);
  return b;
};

/**
 * An entry whose deflated bytes are made elsewhere (a zip bomb's: see `deflatedRepeat`), with the
 * sizes its headers declare: `declaredSize` lies about the inflated size when given, `descriptor`
 * leaves the local header's sizes at 0 and writes them after the data, as streaming zip writers do;
 * `stored` says the bytes are not deflated at all.
 */
export type PackedEntry = {
  deflated: Buffer;
  size: number;
  crc: number;
  declaredSize?: number;
  descriptor?: boolean;
  stored?: boolean;
};

/** A zip archive of deflated entries, in the order given (as Word writes a docx). */
export function zip(entries: [name: string, content: string | Buffer | PackedEntry][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    let entry: PackedEntry;
    if (typeof content === 'string' || Buffer.isBuffer(content)) {
      const data = Buffer.from(content);
      entry = { deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
    } else entry = content;
    const packed = entry.deflated;
    const size = Math.min(entry.declaredSize ?? entry.size, 0xffffffff);
    const fileName = Buffer.from(name);
    const header = (local: boolean) => {
      const later = local && entry.descriptor;
      return Buffer.concat([
        u16(20), // version needed
        u16(entry.descriptor ? 8 : 0), // flags: bit 3, sizes in a data descriptor
        u16(entry.stored ? 0 : 8), // stored or deflated
        u16(0), // time
        u16(0x21), // date: 1980-01-01
        u32(later ? 0 : entry.crc),
        u32(later ? 0 : packed.length),
        u32(later ? 0 : size),
        u16(fileName.length),
        u16(0), // extra
      ]);
    };
    const descriptor = entry.descriptor
      ? Buffer.concat([u32(0x08074b50), u32(entry.crc), u32(packed.length), u32(size)])
      : Buffer.alloc(0);
    const local = Buffer.concat([u32(0x04034b50), header(true), fileName, packed, descriptor]);
    centrals.push(
      Buffer.concat([
        u32(0x02014b50),
        u16(20), // made by
        header(false),
        u16(0), // comment
        u16(0), // disk
        u16(0), // internal attributes
        u32(0), // external attributes
        u32(offset),
        fileName,
      ]),
    );
    locals.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(centrals);
  const end = Buffer.concat([
    u32(0x06054b50),
    u16(0),
    u16(0),
    u16(entries.length),
    u16(entries.length),
    u32(central.length),
    u32(offset),
    u16(0),
  ]);
  return Buffer.concat([...locals, central, end]);
}

/**
 * `unit` repeated to at least `bytes` (between `before` and `after`, the XML around it), deflated
 * without ever holding that much: a megabyte of it is deflated once with a full flush (a block that
 * needs nothing before it) and repeated. About 1,000 to 1 for a short unit: 4 GB in 4 MB.
 */
export function deflatedRepeat(unit: string, bytes: number, before = '', after = ''): PackedEntry {
  const block = Buffer.from(unit.repeat(Math.max(1, Math.floor(2 ** 20 / unit.length))));
  const flushed = (b: Buffer) => deflateRawSync(b, { finishFlush: constants.Z_FULL_FLUSH, level: 9 });
  const segment = flushed(block);
  const count = Math.ceil(bytes / block.length);
  let crc = crc32(before);
  for (let i = 0; i < count; i++) crc = crc32(block, crc);
  return {
    deflated: Buffer.concat([
      flushed(Buffer.from(before)),
      ...Array<Buffer>(count).fill(segment),
      deflateRawSync(Buffer.from(after)),
    ]),
    size: Buffer.byteLength(before) + count * block.length + Buffer.byteLength(after),
    crc: crc32(after, crc),
  };
}

const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="${main}"/></Types>`;

const RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Notice to explain</w:t></w:r></w:p></w:body></w:document>`;

/** A Word document: [Content_Types].xml first, naming the wordprocessingml main part. */
export const docx = (document: string | PackedEntry = DOCUMENT) =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'),
    ],
    ['_rels/.rels', RELS],
    ['word/document.xml', document],
  ]);

/** A macro-enabled Word document (what Word saves as .docm). */
export const docm = () =>
  zip([
    ['[Content_Types].xml', contentTypes('application/vnd.ms-word.document.macroEnabled.main+xml')],
    ['_rels/.rels', RELS],
    ['word/document.xml', DOCUMENT],
    ['word/vbaProject.bin', exe()],
  ]);

/** A spreadsheet: a real Office file, but not a Word document. */
export const xlsx = () =>
  zip([
    [
      '[Content_Types].xml',
      contentTypes('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'),
    ],
    ['xl/workbook.xml', '<workbook/>'],
  ]);

/** A plain zip with a program inside. */
export const plainZip = () => zip([['setup.exe', exe()]]);

/** An OLE compound file header, what a .doc from Word 97-2003 starts with. */
export const doc = () => {
  const b = Buffer.alloc(1536);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(b);
  b.writeUInt16LE(0x003e, 24); // minor version
  b.writeUInt16LE(0x0003, 26); // major version 3
  b.writeUInt16LE(0xfffe, 28); // little-endian
  b.writeUInt16LE(9, 30); // 512-byte sectors
  return b;
};

export const pdf = (body = 'Notice to explain') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${body}\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
  );

function pngChunk(type: string, data: Buffer): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([len, typed, crc]);
}

/** A 1×1 white PNG. */
export const png = () => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
};

/** The start of a JFIF JPEG. */
export const jpg = () =>
  Buffer.from(`ffd8ffe000104a46494600010100000100010000ffdb004300${'08'.repeat(64)}ffd9`, 'hex');

/** A 1×1 GIF. */
export const gif = () =>
  Buffer.from(
    '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
    'hex',
  );

/** A Windows program (the MZ header of a PE file). */
export const exe = () => {
  const b = Buffer.alloc(512);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
};

export const html = () => Buffer.from('<!doctype html><script>alert(1)</script>');
export const svg = () =>
  Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/**
 * A multipart/form-data body: `[field, value]` for text, `[field, name, bytes]` for a file.
 */
export function multipart(parts: ([string, string] | [string, string, Buffer])[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----hris${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (part.length === 2) {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part[0]}"\r\n\r\n${part[1]}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part[0]}"; filename="${part[1].replace(/["\\]/g, '\\$&')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        part[2],
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
