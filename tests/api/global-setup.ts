// Creating an embedded database (PGlite's initdb) and migrating it is most of an API test file's
// set-up, so it is done once here: each file opens an in-memory copy of this database (helper.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded } from '#server/db/client.ts';
import { seedReferenceData } from '#server/db/seed/reference.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-api-template-'));
  const tarball = await dumpEmbedded(async (database) => {
    await database.migrate();
    await seedReferenceData(database.db);
  });
  const file = path.join(dir, 'database.tar');
  fs.writeFileSync(file, Buffer.from(await tarball.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
