// argon2id with OWASP's recommended minimum: 19 MiB memory, 2 iterations, 1 lane.
import { hash, verify } from '@node-rs/argon2';

const options = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps an unknown username as slow as a wrong password.
const decoyHash = hashPassword('decoy-password-for-unknown-users');
export const verifyDecoy = async (password: string) => verifyPassword(await decoyHash, password);
