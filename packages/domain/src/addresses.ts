/**
 * IP addresses and ranges (CIDR), IPv4 and IPv6, read as people write them: `203.0.113.7`,
 * `192.168.1.0/24`, `2001:db8::/32`, `::ffff:10.1.2.3`. Pure, so that the Devices form and the server
 * read an entry the same way. An IPv4 address written in IPv6's mapped form (`::ffff:a.b.c.d`, as a
 * dual-stack server sees an IPv4 client) is the IPv4 address.
 */

type Parsed = { v: 4 | 6; bytes: number[] };

function ipv4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^(0|[1-9]\d{0,2})$/.test(p) ? Number(p) : Number.NaN));
  return bytes.every((b) => b <= 255) ? bytes : null;
}

/** The 16-bit groups of a part of an IPv6 address; an IPv4 address may end it, as two groups. */
function groupsOf(part: string): number[] | null {
  if (part === '') return [];
  const pieces = part.split(':');
  const out: number[] = [];
  for (const [i, p] of pieces.entries()) {
    if (/^[0-9A-Fa-f]{1,4}$/.test(p)) out.push(Number.parseInt(p, 16));
    else {
      const v4 = i === pieces.length - 1 ? ipv4Bytes(p) : null;
      if (!v4) return null;
      out.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
    }
  }
  return out;
}

function ipv6Bytes(text: string): number[] | null {
  const halves = text.split('::');
  if (halves.length > 2 || (halves.length === 2 && halves[0]!.includes('.'))) return null;
  const left = groupsOf(halves[0]!);
  const right = halves.length === 2 ? groupsOf(halves[1]!) : [];
  if (!left || !right) return null;
  const n = left.length + right.length;
  if (halves.length === 1 ? n !== 8 : n > 7) return null;
  const groups = [...left, ...Array<number>(8 - n).fill(0), ...right];
  return groups.flatMap((g) => [g >> 8, g & 255]);
}

const MAPPED = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 255, 255];

/** An IPv4 or IPv6 address (no zone, no prefix), mapped IPv4 read as IPv4; null when it is not one. */
function parseAddress(text: string): Parsed | null {
  const v4 = ipv4Bytes(text);
  if (v4) return { v: 4, bytes: v4 };
  const v6 = ipv6Bytes(text);
  if (!v6) return null;
  if (MAPPED.every((b, i) => v6[i] === b)) return { v: 4, bytes: v6.slice(12) };
  return { v: 6, bytes: v6 };
}

function format({ v, bytes }: Parsed): string {
  if (v === 4) return bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) => (bytes[2 * i]! << 8) | bytes[2 * i + 1]!);
  // RFC 5952: the longest run of two or more zero groups (the first of equals) becomes "::".
  let best = { at: -1, length: 1 };
  for (let i = 0; i < 8; ) {
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length) best = { at: i, length: j - i };
    i = j === i ? i + 1 : j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.at < 0) return hex.join(':');
  return `${hex.slice(0, best.at).join(':')}::${hex.slice(best.at + best.length).join(':')}`;
}

/**
 * A client's address as an allowed list is checked against: IPv4-mapped IPv6 as IPv4, an IPv6 zone
 * (`fe80::1%eth0`) dropped; null when the text is no address.
 */
export function clientAddress(text: string | undefined): string | null {
  const parsed = text ? parseAddress(text.replace(/%[\w.-]*$/, '')) : null;
  return parsed ? format(parsed) : null;
}

/**
 * An entry of an allowed list: an address (one host) or a range, as `address/prefix`; its canonical
 * text (`10.0.0.0/8`, `10.1.2.3/32`, `2001:db8::/32`), or why it is refused.
 */
export function parseAddressRange(text: string): { range: string } | { problem: string } {
  const entry = text.trim();
  const shown = `"${entry.slice(0, 60)}"`;
  const [address = '', prefixText, extra] = entry.split('/');
  const parsed = extra === undefined ? parseAddress(address) : null;
  if (!parsed)
    return { problem: `${shown} is not an IPv4 or IPv6 address or range (such as 192.168.1.0/24).` };
  const mapped = parsed.v === 4 && address.includes(':');
  const bits = parsed.bytes.length * 8;
  let prefix = bits;
  if (prefixText !== undefined) {
    const given = /^(0|[1-9]\d{0,2})$/.test(prefixText) ? Number(prefixText) : Number.NaN;
    // A mapped IPv4 range counts its prefix over IPv6's 128 bits, of which the first 96 are the mapping.
    prefix = mapped ? given - 96 : given;
    const most = mapped ? 128 : bits;
    if (!(prefix >= 0 && prefix <= bits))
      return {
        problem: `${shown}: the prefix after "/" must be a number from ${mapped ? 96 : 0} to ${most}.`,
      };
  }
  const network = parsed.bytes.map((b, i) => {
    const kept = Math.max(0, Math.min(8, prefix - 8 * i));
    return b & ((0xff << (8 - kept)) & 0xff);
  });
  const range = `${format({ v: parsed.v, bytes: network })}/${prefix}`;
  if (network.some((b, i) => b !== parsed.bytes[i]))
    return { problem: `${shown} has host bits set after its prefix: did you mean ${range}?` };
  return { range };
}
