// Loads the build's first-view renderer (vite.config.ts writes it to <webDir>/.server). A build
// without one (the dev server, an older build) still serves every page, rendered in the browser.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { renderFirstView } from '#web/entry-server.tsx';

export type RenderFirstView = typeof renderFirstView;

export async function loadFirstViewRenderer(webDir: string): Promise<RenderFirstView | null> {
  const entry = path.join(webDir, '.server', 'entry-server.mjs');
  if (!fs.existsSync(entry)) return null;
  const module = (await import(pathToFileURL(path.resolve(entry)).href)) as { renderFirstView: RenderFirstView };
  return module.renderFirstView;
}
