import { z } from 'zod';

/**
 * The most levels of lists and objects a request may nest, in a JSON body or in JSON sent as the
 * text of a field. The deepest form nests four; anything past this is an attack, refused before
 * anything walks it (a walk by recursion of a body 7,000 levels deep overflowed the stack).
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests lists and objects deeper than `limit`, read character by character
 * (never recursively, so no text can overflow the stack). Brackets inside strings do not count;
 * text that is not JSON is measured all the same (the parser refuses it after).
 */
export function nestsTooDeep(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** The message of a request, or a field, that nests too deep. */
export const tooDeepMessage = (what: string) =>
  `${what} nests lists or objects more than ${MAX_JSON_DEPTH} levels deep.`;

/**
 * JSON text as what it holds; text that is not JSON stays as it is (the schema after says what is
 * wrong with it), and text nested deeper than MAX_JSON_DEPTH is refused on the field, unparsed.
 * For `z.preprocess` of a field that takes a list or an object as JSON text (multipart forms and
 * legacy clients send them so).
 */
export function fromJsonText(label: string) {
  return (value: unknown, ctx: z.RefinementCtx): unknown => {
    if (typeof value !== 'string') return value;
    if (nestsTooDeep(value)) {
      ctx.addIssue({ code: 'custom', message: tooDeepMessage(`The ${label}`) });
      return z.NEVER;
    }
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  };
}
