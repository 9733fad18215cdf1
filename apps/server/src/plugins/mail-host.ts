import { lookup } from 'node:dns/promises';
import net from 'node:net';

/**
 * Where the Notification Config may send mail. Whoever can save it (an HR session, perhaps a stolen
 * one) chooses the host the mailbox password goes to, so hosts inside the server's own networks
 * (loopback, link-local, private, carrier-grade NAT, unspecified, multicast, reserved, and the IPv6
 * forms that carry such an IPv4 address) are refused unless the operator allows them
 * (HRIS_SMTP_ALLOW_PRIVATE). The check runs when the config is saved and again before each batch is
 * sent, on the addresses the name resolves to then (DNS can change), and the mail goes to the
 * address that was checked.
 */

/** IPv4 ranges that are not a public mail server, with the words HR reads. */
const V4_RANGES: [cidr: string, what: string][] = [
  ['0.0.0.0/8', 'an unspecified address'],
  ['10.0.0.0/8', 'a private network address'],
  ['100.64.0.0/10', 'a carrier-grade NAT address'],
  ['127.0.0.0/8', 'a loopback address'],
  ['169.254.0.0/16', 'a link-local address'],
  ['172.16.0.0/12', 'a private network address'],
  ['192.0.0.0/24', 'a reserved address'],
  ['192.168.0.0/16', 'a private network address'],
  ['198.18.0.0/15', 'a reserved address'],
  ['224.0.0.0/4', 'a multicast address'],
  ['240.0.0.0/4', 'a reserved address'],
];

const v4Ranges = V4_RANGES.map(([cidr, what]) => {
  const [base, bits] = cidr.split('/') as [string, string];
  const mask = Number(bits) === 0 ? 0 : (~0 << (32 - Number(bits))) >>> 0;
  return { base: (v4Number(base) & mask) >>> 0, mask, what };
});

function v4Number(ip: string): number {
  return ip.split('.').reduce((n, part) => ((n << 8) | Number(part)) >>> 0, 0);
}

function v4Problem(n: number): string | null {
  return v4Ranges.find((r) => (n & r.mask) >>> 0 === r.base)?.what ?? null;
}

/** The eight 16-bit words of an IPv6 address (a trailing dotted IPv4 part included). */
function v6Words(ip: string): number[] {
  let text = ip.replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const n = v4Number(dotted[1]!);
    text = `${text.slice(0, dotted.index)}${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const words = (part: string | undefined) =>
    part ? part.split(':').map((w) => Number.parseInt(w, 16)) : [];
  const left = words(head);
  const right = words(tail);
  return tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill(0), ...right];
}

function v6Problem(ip: string): string | null {
  const w = v6Words(ip);
  const v4 = (hi: number, lo: number) => v4Problem(((hi << 16) | lo) >>> 0);
  const zeros = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zeros(0, 8)) return 'an unspecified address';
  if (zeros(0, 7) && w[7] === 1) return 'a loopback address';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d)
  if (zeros(0, 5) && (w[5] === 0xffff || w[5] === 0)) return v4(w[6]!, w[7]!);
  if (w[0] === 0x64 && w[1] === 0xff9b && zeros(2, 6)) return v4(w[6]!, w[7]!);
  if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 1) return 'a private network address';
  // 6to4 (2002:a.b.c.d::)
  if (w[0] === 0x2002) return v4(w[1]!, w[2]!);
  const first = w[0]!;
  if ((first & 0xffc0) === 0xfe80) return 'a link-local address';
  if ((first & 0xffc0) === 0xfec0) return 'a private network address';
  if ((first & 0xfe00) === 0xfc00) return 'a private network address';
  if ((first & 0xff00) === 0xff00) return 'a multicast address';
  if (first === 0x100 && zeros(1, 4)) return 'a reserved address';
  return null;
}

/** What kind of address this is when it is not a public one ("a loopback address"), else null. */
export function privateAddressKind(ip: string): string | null {
  const family = net.isIP(ip.replace(/%.*$/, ''));
  if (family === 4) return v4Problem(v4Number(ip));
  if (family === 6) return v6Problem(ip);
  return 'not an address';
}

export type HostCheck =
  | { ok: true; address: string | null }
  | { ok: false; problem: string; unresolved?: boolean };

const LOOKUP_TIMEOUT_MS = 5000;

/** The addresses a host name resolves to (every one: a name may point to a public and a private one). */
async function resolve(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), LOOKUP_TIMEOUT_MS);
  });
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), timeout]);
    return found.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a host the Notification Config names: an address, or a name resolved now. Answers the
 * address to connect to (the first one found; null when the name does not resolve and that is
 * accepted), or why the host is refused.
 */
export async function checkMailHost(host: string, allowPrivate: boolean): Promise<HostCheck> {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  let addresses: string[];
  if (net.isIP(bare.replace(/%.*$/, ''))) addresses = [bare];
  else {
    try {
      addresses = await resolve(bare);
    } catch (err) {
      return {
        ok: false,
        unresolved: true,
        problem: `The SMTP host ${host} could not be found (${(err as { code?: string }).code ?? (err as Error).message}).`,
      };
    }
  }
  if (!allowPrivate) {
    for (const address of addresses) {
      const kind = privateAddressKind(address);
      if (kind)
        return {
          ok: false,
          problem: `${host} is ${address === bare ? kind : `${address}, ${kind}`}: mail goes only to a public mail server (the server's operator can allow private ones).`,
        };
    }
  }
  return { ok: true, address: addresses[0] ?? null };
}
