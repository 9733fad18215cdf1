import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type SecretBox = { seal: (plain: string) => string; open: (sealed: string) => string };

/** AES-256-GCM: "v1:" + base64(iv, tag, ciphertext). Tampering or a wrong key fails to open. */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The secret key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
    },
    open(sealed) {
      const raw = Buffer.from(sealed.replace(/^v1:/, ''), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * The key: HRIS_SECRET_KEY (hashed to 32 bytes) when set, which several nodes must share; otherwise a
 * random key kept in `<data dir>/secret.key`, made on first use.
 */
export async function loadSecretKey(secret: string | undefined, dataDir: string): Promise<Buffer> {
  if (secret) return createHash('sha256').update(secret).digest();
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64'), { mode: 0o600 });
  return key;
}
