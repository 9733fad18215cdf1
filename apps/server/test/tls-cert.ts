import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';

/**
 * A self-signed certificate for 127.0.0.1 and localhost (ECDSA P-256, valid for a day), made with
 * Node's own crypto: the test mail servers offer TLS with it and the mailer under test trusts it as
 * its certificate authority, so that TLS is real in the tests and nothing is turned off.
 */

const der = (tag: number, ...parts: Buffer[]): Buffer => {
  const body = Buffer.concat(parts);
  const n = body.length;
  const len =
    n < 0x80 ? Buffer.from([n]) : n < 0x100 ? Buffer.from([0x81, n]) : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), len, body]);
};
const seq = (...parts: Buffer[]) => der(0x30, ...parts);
const oid = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number) as [number, number, ...number[]];
  const bytes = [a * 40 + b];
  for (const v of rest) {
    const chunk = [v & 0x7f];
    for (let x = v >> 7; x > 0; x >>= 7) chunk.unshift((x & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return der(0x06, Buffer.from(bytes));
};
const utcTime = (d: Date) => der(0x17, Buffer.from(`${d.toISOString().slice(2, 19).replace(/[-:T]/g, '')}Z`));
const name = (cn: string) => seq(der(0x31, seq(oid('2.5.4.3'), der(0x0c, Buffer.from(cn)))));
const ECDSA_SHA256 = seq(oid('1.2.840.10045.4.3.2'));

export type TestCertificate = { key: string; cert: string };

export function selfSignedCertificate(): TestCertificate {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const now = Date.now();
  const altNames = seq(der(0x87, Buffer.from([127, 0, 0, 1])), der(0x82, Buffer.from('localhost')));
  const extensions = der(
    0xa3,
    seq(
      seq(oid('2.5.29.19'), der(0x01, Buffer.from([0xff])), der(0x04, seq(der(0x01, Buffer.from([0xff]))))),
      seq(oid('2.5.29.17'), der(0x04, altNames)),
    ),
  );
  const serial = randomBytes(8);
  // A positive INTEGER in its shortest form: a first byte of 0x00 (then not needed) makes DER that
  // OpenSSL refuses, one certificate in 512
  serial[0] = (serial[0]! & 0x3f) | 0x40;
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))),
    der(0x02, serial),
    ECDSA_SHA256,
    name('HRIS test mail server'),
    seq(utcTime(new Date(now - 60_000)), utcTime(new Date(now + 24 * 3600_000))),
    name('HRIS test mail server'),
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certDer = seq(tbs, ECDSA_SHA256, der(0x03, Buffer.from([0]), signature));
  const cert = new X509Certificate(certDer).toString();
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert };
}
