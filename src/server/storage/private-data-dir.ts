// Everything the server writes under DATA_DIR is its own user's alone: the embedded database holds
// e-mail addresses and password hashes (in its write-ahead log too), the outbox's .eml files carry
// unsubscribe links and deal parties' phone numbers, and the secrets sit beside them. The umask makes
// what is created from now on private whatever the shell's was, and each writer gives its files these
// modes as well; tightening mends what older versions of Gruha left open (the embedded database's
// files were 0666 before db/private-node-fs.ts).
import fs from 'node:fs';
import path from 'node:path';

/** No permission for group or others on anything created from now on. */
export const PRIVATE_UMASK = 0o077;
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_DIR_MODE = 0o700;

/** Takes group and other permissions off every folder and file under `root` (links are left alone); answers how many changed. */
export function tightenDataDir(root: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    const stat = fs.lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & 0o077) !== 0) {
      fs.chmodSync(entry, stat.mode & 0o700);
      changed++;
    }
    if (stat.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(root);
  return changed;
}

/** At start, before anything is written: sets the umask, creates DATA_DIR as the user's own, tightens what is there. */
export function keepDataDirPrivate(root: string): number {
  process.umask(PRIVATE_UMASK);
  fs.mkdirSync(root, { recursive: true, mode: PRIVATE_DIR_MODE });
  return tightenDataDir(root);
}
