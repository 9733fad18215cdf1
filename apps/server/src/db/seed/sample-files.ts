import { crc32, deflateSync } from 'node:zlib';

/**
 * Small real files for the demo data and the tests: a PNG of a handwritten-looking signature and a
 * one-page PDF, made here so that no binary sits in the repository. Both open in any viewer and are
 * recognised by their first bytes as the upload checks do.
 */

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A 240 × 80 greyscale PNG with a pen stroke that looks like a signature; `seed` varies the stroke,
 * so each signature is a file of its own.
 */
export function signaturePng(seed: number): Buffer {
  const width = 240;
  const height = 80;
  const ink = new Uint8Array(width * height).fill(255);
  const a = 6 + (seed % 5);
  const b = 0.05 + ((seed * 7) % 11) / 200;
  for (let x = 12; x < width - 12; x += 0.25) {
    const y = height / 2 + Math.sin(x * b) * (14 + a) * Math.cos(x / (30 + a)) + Math.sin(x / 9) * 5;
    for (let dy = -1; dy <= 1; dy++) {
      const py = Math.round(y) + dy;
      const px = Math.round(x);
      if (py >= 0 && py < height) ink[py * width + px] = 20;
    }
  }
  // each row: filter byte 0, then the row's pixels
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width + 1)] = 0;
    raw.set(ink.subarray(y * width, (y + 1) * width), y * (width + 1) + 1);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page A4 PDF with a title and a few lines of text (Helvetica). */
export function samplePdf(title: string, lines: readonly string[] = []): Buffer {
  const esc = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, '?');
  const text = [
    'BT /F1 16 Tf 56 780 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td',
    ...lines.map((l) => `(${esc(l)}) Tj 0 -16 Td`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
