// Creating an embedded database (PGlite's initdb) is most of a first start's time, so it is done
// once here: each test copies this closed, migrated database into its own data directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#server/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplateDir: string;
  }
}

export default async function setup(project: TestProject) {
  const templateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-process-template-'));
  const database = await openDatabase({ dataDir: templateDir });
  await database.migrate();
  await database.close();
  project.provide('embeddedTemplateDir', templateDir);
  return () => fs.rmSync(templateDir, { recursive: true, force: true });
}
