import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP parameters (m=19456 KiB, t=2, p=1); runs off the main thread.
const OPTIONS = { algorithm: 2 /* Algorithm.Argon2id (a const enum) */, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (plain: string): Promise<string> => hash(plain, OPTIONS);

export async function verifyPassword(hashed: string, plain: string): Promise<boolean> {
  try {
    return await verify(hashed, plain);
  } catch {
    return false;
  }
}

/** Verified against when the account does not exist, so timing does not reveal account names. */
let dummyHash: Promise<string> | null = null;
export const dummyPasswordHash = (): Promise<string> => (dummyHash ??= hashPassword('not-a-real-password-0'));
