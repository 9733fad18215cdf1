// PostgreSQL's text form of timestamptz ("2026-11-22 10:04:01.500181+00"), which the driver hands
// over untouched; the wire format is ISO 8601 (docs/api.md#wire-formats).
const PG_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(\.\d+)?([+-]\d{2})(?::?(\d{2}))?$/;

export function toIsoTimestamp(value: string): string {
  const m = PG_TIMESTAMP.exec(value);
  if (!m) return value;
  const ms = (m[3] ?? '.000').padEnd(4, '0').slice(0, 4);
  const offset = m[4] === '+00' && (m[5] ?? '00') === '00' ? 'Z' : `${m[4]}:${m[5] ?? '00'}`;
  return new Date(`${m[1]}T${m[2]}${ms}${offset}`).toISOString();
}

/** Walks a reply and rewrites every PostgreSQL timestamp string to ISO 8601. */
export function toWire(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length >= 22 && value.length <= 32 ? toIsoTimestamp(value) : value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = toWire(value[i]);
    return value;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const obj = value as Record<string, unknown>;
    for (const k of Object.keys(obj)) obj[k] = toWire(obj[k]);
  }
  return value;
}

/** Fastify's reply serializer: every reply is serialized as it is (see app.ts). */
export const serializeReply = (payload: unknown): string => JSON.stringify(payload);
