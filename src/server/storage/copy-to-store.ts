// `npm run storage:migrate`: copies a local data directory's pictures and documents into the
// configured bucket and verifies every copy by reading it back. A file whose bytes no longer match
// the sha256 recorded when it was stored is reported, not copied; files stored before checksums
// were recorded get their row now. Running it again copies only what is missing or different.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { dealDocuments, storedFiles } from '../db/schema.ts';
import { createLocalStore } from './local-store.ts';
import { sha256Of, type ObjectStore } from './object-store.ts';

export const COPIED_PREFIXES = ['uploads/images/', 'documents/'] as const;

export type CopyReport = { copied: number; alreadyThere: number; problems: string[] };

async function contentTypeOf(db: Db, key: string): Promise<string> {
  if (key.startsWith('uploads/images/')) return 'image/webp';
  const [document] = await db
    .select({ contentType: dealDocuments.contentType })
    .from(dealDocuments)
    .where(eq(dealDocuments.storageKey, key.slice('documents/'.length)))
    .limit(1);
  return document?.contentType ?? 'application/octet-stream';
}

export async function copyDirectoryToStore(
  db: Db,
  sourceDir: string,
  target: ObjectStore,
  onFile: (key: string) => void = () => {},
): Promise<CopyReport> {
  const source = createLocalStore(sourceDir);
  const report: CopyReport = { copied: 0, alreadyThere: 0, problems: [] };
  for (const prefix of COPIED_PREFIXES) {
    for await (const key of source.list(prefix)) {
      onFile(key);
      // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the key was just listed.
      const bytes = (await source.get(key))!;
      const sha256 = sha256Of(bytes);
      const [recorded] = await db.select().from(storedFiles).where(eq(storedFiles.key, key));
      if (recorded && recorded.sha256 !== sha256) {
        report.problems.push(`${key}: its bytes no longer match the checksum recorded when it was stored; not copied`);
        continue;
      }
      if ((await target.checksum(key)) === sha256) {
        report.alreadyThere++;
      } else {
        await target.put(key, bytes, await contentTypeOf(db, key));
        const copy = await target.get(key);
        if (!copy || sha256Of(copy) !== sha256 || (await target.checksum(key)) !== sha256) {
          report.problems.push(`${key}: the copy read back from the bucket differs from the original`);
          continue;
        }
        report.copied++;
      }
      if (!recorded) await db.insert(storedFiles).values({ key, sha256, sizeBytes: bytes.length }).onConflictDoNothing();
    }
  }
  return report;
}
