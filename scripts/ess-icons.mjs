// `node scripts/ess-icons.mjs`: draws the self-service app's icons (the letters HR in white on the
// brand blue of the theme, blue.8) as PNG files in apps/web/public/ess/, which are committed. The
// maskable icon fills its square and keeps the letters inside the central safe circle (40 % radius).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { root } from './build-if-stale.mjs';

const BRAND = [0x19, 0x71, 0xc2];
const WHITE = [0xff, 0xff, 0xff];
const STROKE = 0.26;

/** Is (x, y) inside a letter? Letters are 1 wide and 1.4 high; R starts at 1.3. */
function inLetters(x, y) {
  if (y < 0 || y > 1.4) return false;
  const rect = (x0, y0, x1, y1) => x >= x0 && x <= x1 && y >= y0 && y <= y1;
  // H
  if (rect(0, 0, STROKE, 1.4) || rect(1 - STROKE, 0, 1, 1.4) || rect(0, 0.57, 1, 0.57 + STROKE)) return true;
  const u = x - 1.3;
  // R: the stem, the bowl (two bars and a half ring), the leg
  if (u >= 0 && u <= STROKE) return true;
  const cx = 0.56;
  const cy = 0.43;
  const outer = 0.43;
  if (u >= 0 && u <= cx && (y <= STROKE || (y >= 2 * cy - STROKE && y <= 2 * cy))) return true;
  if (u > cx) {
    const d = Math.hypot(u - cx, y - cy);
    if (d <= outer && d >= outer - STROKE) return true;
  }
  // the leg: a thick segment from the bowl's foot to the bottom right
  const [ax, ay, bx, by] = [0.42, 0.8, 0.95, 1.4];
  const t = Math.max(
    0,
    Math.min(1, ((u - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)),
  );
  return Math.hypot(u - (ax + t * (bx - ax)), y - (ay + t * (by - ay))) <= STROKE / 2 + 0.01;
}

/** An icon of `size` px: the letters `scale` of its width wide, on a rounded square or the full square. */
function draw(size, { scale, maskable }) {
  const width = 2.3; // H, a gap, R
  const unit = (size * scale) / width;
  const left = (size - width * unit) / 2;
  const top = (size - 1.4 * unit) / 2;
  const radius = maskable ? 0 : size * 0.18;
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = px + (sx + 0.5) / samples;
          const y = py + (sy + 0.5) / samples;
          const dx = Math.max(radius - x, x - (size - radius), 0);
          const dy = Math.max(radius - y, y - (size - radius), 0);
          if (radius && Math.hypot(dx, dy) > radius) continue;
          bg++;
          if (inLetters((x - left) / unit, (y - top) / unit)) fg++;
        }
      }
      const i = (py * size + px) * 4;
      const total = samples * samples;
      const f = bg ? fg / bg : 0;
      for (let c = 0; c < 3; c++) pixels[i + c] = Math.round(BRAND[c] * (1 - f) + WHITE[c] * f);
      pixels[i + 3] = Math.round((255 * bg) / total);
    }
  }
  return png(size, pixels);
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter method, no interlace
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.join(root, 'apps/web/public/ess');
writeFileSync(path.join(out, 'icon-192.png'), draw(192, { scale: 0.6, maskable: false }));
writeFileSync(path.join(out, 'icon-512.png'), draw(512, { scale: 0.6, maskable: false }));
writeFileSync(path.join(out, 'icon-maskable-512.png'), draw(512, { scale: 0.5, maskable: true }));
console.log(`Icons written to ${path.relative(root, out)}.`);
