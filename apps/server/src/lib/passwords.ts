import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id setting: 19 MiB, 2 passes, 1 lane.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash to verify against when the user does not exist, so both cases take as long. */
let dummy: Promise<string> | undefined;

export async function verifyPassword(hashed: string | null, password: string): Promise<boolean> {
  dummy ??= hashPassword('not-a-real-password');
  try {
    return await verify(hashed ?? (await dummy), password);
  } catch {
    return false;
  }
}
