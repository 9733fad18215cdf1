import fc from 'fast-check';
import type { ZodType } from 'zod';

/**
 * fast-check arbitraries generated from the routes' zod schemas: mostly values of the right shape
 * (so requests reach the handlers and the database), mixed with the values an attacker or a broken
 * client sends. zod-fast-check supports zod 3 only; this reads zod 4's own schema definitions.
 */

/** Values that have broken servers: huge and odd numbers, NUL, long and odd text, wrong types. */
export const HOSTILE: unknown[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'x'.repeat(10_001),
  '😀'.repeat(40),
  '\ud800',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '0x10',
  '1e3',
  '+1',
  '00001',
  '-1',
  '0',
  '2147483648',
  '9'.repeat(30),
  2147483648,
  2 ** 53,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  null,
  true,
  false,
  [],
  {},
  [1],
  { a: 1 },
  '0000-00-00',
  '0001-01-01',
  '9999-12-31',
  '2026-02-30',
  '2026-13-01',
  'NaN',
  '__proto__',
  '{"a":1}',
  '[1,2]',
];

/**
 * Names every JavaScript object answers to: a field so named once broke every route (a map of
 * errors keyed by field found `errors.constructor` already there). Bodies, queries and multipart
 * forms carry one now and then, holding a hostile value.
 */
export const PROTOTYPE_NAMES = ['constructor', 'toString', 'valueOf', '__proto__'];
const prototypeMember = fc.tuple(
  fc.constantFrom(...PROTOTYPE_NAMES),
  fc.oneof(fc.constantFrom(...HOSTILE), fc.constant({ prototype: { polluted: true } })),
);

/** `v` with a member named after a prototype property (an own property, as JSON.parse makes it). */
function withPrototypeMember(v: unknown): fc.Arbitrary<unknown> {
  return prototypeMember.map(([name, value]) => {
    const base = v && typeof v === 'object' && !Array.isArray(v) ? { ...v } : {};
    return Object.defineProperty(base, name, { value, enumerable: true, configurable: true, writable: true });
  });
}

type Def = {
  type: string;
  checks?: { _zod: { def: Record<string, unknown> } }[];
  [key: string]: unknown;
};
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const day = fc
  .integer({ min: Date.UTC(2019, 0, 1) / 86_400_000, max: Date.UTC(2027, 11, 31) / 86_400_000 })
  .map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10));

/** Values a field's name suggests: ids that exist, real dates, addresses, passwords. */
function hinted(key: string): fc.Arbitrary<unknown> | null {
  if (/(^|_)(id|dep_id|pos_id|emp_id|sub_id|belong|belongs_to|exclude)$/.test(key) || key === 'id')
    return fc.integer({ min: 1, max: 40 });
  if (/birthdate/.test(key))
    return fc.integer({ min: 1950, max: 2000 }).chain((y) => day.map((d) => `${y}${d.slice(4)}`));
  if (/date|^start$|_at$/.test(key)) return day;
  if (key === 'year') return fc.integer({ min: 2019, max: 2030 });
  if (/email/.test(key)) return fc.stringMatching(/^[a-z]{1,8}\.[a-z]{1,8}@[a-z]{3,8}\.ph$/);
  if (/password/.test(key)) return fc.constantFrom('Fuzz-tested-2026!', 'another Long pass 9', 'short');
  return null;
}

const CAP = 40;

/** An arbitrary of the shape `schema` takes, with hostile values mixed in at every field. */
export function arbitraryOf(schema: unknown, key = ''): fc.Arbitrary<unknown> {
  const typed = schema ? shaped(schema, key) : fc.oneof(fc.integer({ min: 1, max: 40 }), fc.string());
  const hint = key ? hinted(key) : null;
  const good = hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 2, arbitrary: typed }) : typed;
  return fc.oneof({ weight: 9, arbitrary: good }, { weight: 1, arbitrary: fc.constantFrom(...HOSTILE) });
}

function checksOf(def: Def): Record<string, unknown>[] {
  return (def.checks ?? []).map((c) => c._zod.def);
}

function shaped(schema: unknown, key: string): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const checks = checksOf(def);
      const regex = checks.find((c) => c.format === 'regex')?.pattern as RegExp | undefined;
      if (regex) return fc.stringMatching(regex).filter((s) => s.length <= 200);
      const min = (checks.find((c) => c.check === 'min_length')?.minimum as number) ?? 0;
      const max = (checks.find((c) => c.check === 'max_length')?.maximum as number) ?? CAP;
      return fc.string({ minLength: Math.min(min, CAP), maxLength: Math.max(Math.min(max, CAP), min) });
    }
    case 'number': {
      const checks = checksOf(def);
      const int = checks.some((c) => c.check === 'number_format');
      const min = checks.find((c) => c.check === 'greater_than')?.value as number | undefined;
      const max = checks.find((c) => c.check === 'less_than')?.value as number | undefined;
      return int
        ? fc.integer({ min: Math.max(min ?? -1000, -(2 ** 31)), max: Math.min(max ?? 100_000, 2 ** 31 - 1) })
        : fc.double({ noNaN: true, noDefaultInfinity: true, min: min ?? -1e6, max: max ?? 1e6 });
    }
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(arbitraryOf(def.innerType, key), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbitraryOf(def.innerType, key), { nil: null, freq: 4 });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return shaped(def.innerType, key);
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map((o) => shaped(o, key)));
    case 'pipe': {
      // z.preprocess is a pipe from a transform: generate what the transform hands on, sometimes as
      // the JSON text multipart and legacy clients send.
      if (defOf(def.in).type === 'transform') {
        const out = shaped(def.out, key);
        return defOf(def.out).type === 'array'
          ? fc.oneof(
              out,
              out.map((v) => JSON.stringify(v)),
            )
          : out;
      }
      return shaped(def.in, key);
    }
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, arbitraryOf(s, k)]));
      return fc.record(model);
    }
    case 'array': {
      const checks = checksOf(def);
      const max = (checks.find((c) => c.check === 'max_length')?.maximum as number) ?? 5;
      return fc.array(arbitraryOf(def.element, key), { maxLength: Math.min(max, 5) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A request body: mostly the schema's object, sometimes with a field missing, sometimes not an object. */
export function bodyOf(schema: ZodType | undefined): fc.Arbitrary<unknown> {
  if (!schema)
    return fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: fc.jsonValue() });
  const shaped = arbitraryOf(schema);
  const withoutOne = shaped.chain((v) =>
    v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length
      ? fc.constantFrom(...Object.keys(v)).map((k) => {
          const { [k]: _gone, ...rest } = v as Record<string, unknown>;
          return rest;
        })
      : fc.constant(v),
  );
  return fc.oneof(
    { weight: 7, arbitrary: shaped },
    { weight: 2, arbitrary: withoutOne },
    { weight: 1, arbitrary: fc.constantFrom(null, [], 'text', 42, [{}]) },
    { weight: 1, arbitrary: shaped.chain(withPrototypeMember) },
  );
}

/** A query string from the schema's object: primitives as text, the rest dropped. */
export function queryOf(schema: ZodType | undefined): fc.Arbitrary<string> {
  const values = schema ? arbitraryOf(schema) : fc.constant({});
  const query = fc.oneof(
    { weight: 9, arbitrary: values },
    { weight: 1, arbitrary: values.chain(withPrototypeMember) },
  );
  return query.map((v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return '';
    const params = new URLSearchParams();
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue;
      if (x === null || typeof x !== 'object') params.append(k, String(x));
      else if (Array.isArray(x)) for (const item of x) params.append(k, String(item));
    }
    const s = params.toString();
    return s ? `?${s}` : '';
  });
}

/** The path of a route pattern, each parameter generated from the params schema (or an id). */
export function pathOf(url: string, schema: ZodType | undefined): fc.Arbitrary<string> {
  const names = [...url.matchAll(/:(\w+)(\([^)]*\))?/g)].map((m) => m[1]!);
  if (!names.length) return fc.constant(url);
  const shape = schema ? (defOf(schema).shape as Record<string, unknown> | undefined) : undefined;
  const model = Object.fromEntries(
    names.map((n) => [n, shape?.[n] ? arbitraryOf(shape[n], n) : arbitraryOf(undefined, n)]),
  );
  return fc.record(model).map((values) =>
    url.replace(/:(\w+)(\([^)]*\))?/g, (_m, n: string) => {
      const v = values[n];
      const text = v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
      // a lone surrogate cannot be encoded as UTF-8: send the bytes a broken client would
      try {
        return encodeURIComponent(text);
      } catch {
        return `%ED%A0%80${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, ''))}`;
      }
    }),
  );
}

/** A multipart request: text fields (a part each, repeated names allowed) and file parts. */
export type MultipartBody = {
  fields: [name: string, value: string][];
  files: { field: string; name: string; bytes: Uint8Array; type: string }[];
};

const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof<fc.Arbitrary<Uint8Array>[]>(
  fc.constant(new TextEncoder().encode('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n')),
  fc.constant(
    Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  ),
  fc.constant(new Uint8Array(0)),
  fc.uint8Array({ maxLength: 64 }),
);
const fileName = fc.oneof(
  fc.constantFrom(
    'report.pdf',
    'photo.png',
    'memo.docx',
    'scan.JPG',
    'tool.exe',
    '../../etc/passwd.pdf',
    '',
    '.pdf',
  ),
  fc.string({ maxLength: 20 }),
);

/**
 * A multipart body generated from the schema of a route's text fields (`config.multipart`): each
 * field as the text a form sends (lists and objects as JSON text, sometimes broken), and now and then
 * a file part: small real files, empty ones, random bytes, names that lie or climb folders, parts
 * under a field that takes no file.
 */
export function multipartOf(schema: ZodType): fc.Arbitrary<MultipartBody> {
  const asText = (v: unknown): string =>
    typeof v === 'string' ? v : v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v);
  const fields = bodyOf(schema).map((v): [string, string][] =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, asText(x)])
      : [['payload', asText(v)]],
  );
  const file: fc.Arbitrary<MultipartBody['files'][number]> = fc.record({
    field: fc.constantFrom('files[0]', 'files[1]', 'files', 'files[]', 'attachment'),
    name: fileName,
    bytes: fileBytes,
    type: fc.constantFrom('application/pdf', 'image/png', 'application/octet-stream', ''),
  });
  const withPrototypeField = fields.chain((f) =>
    prototypeMember.map(([name, value]): MultipartBody['fields'] => [...f, [name, asText(value)]]),
  );
  return fc.record({
    fields: fc.oneof(
      { weight: 9, arbitrary: fields },
      { weight: 1, arbitrary: fc.constant<MultipartBody['fields']>([]) },
      { weight: 1, arbitrary: withPrototypeField },
    ),
    files: fc.oneof(
      { weight: 3, arbitrary: fc.constant<MultipartBody['files']>([]) },
      { weight: 2, arbitrary: fc.array(file, { maxLength: 3 }) },
    ),
  });
}

/** The bytes and content type of a multipart body, as a browser's FormData sends it. */
export async function encodeMultipart(
  body: MultipartBody,
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of body.fields) form.append(name, value);
  for (const f of body.files) form.append(f.field, new Blob([f.bytes], { type: f.type }), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}
