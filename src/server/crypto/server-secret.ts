// The server's signing secret: sign-in tokens, unsubscribe and confirmation links are all signed with
// it, so every instance (and the outbox worker) must read the same one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#server/storage/private-data-dir.ts';

/** JWT_SECRET when set, else a secret generated once and kept in the data directory. */
export function resolveJwtSecret(secret: string | undefined, dataDir: string): string {
  if (secret) return secret;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const generated = crypto.randomBytes(48).toString('base64url');
    fs.writeFileSync(file, generated, { mode: PRIVATE_FILE_MODE });
    return generated;
  }
}
