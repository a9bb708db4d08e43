// The <link> tags that let a page's own route chunks download with the app's entry instead of after
// it has run (one round trip less before the page paints). Read from the build's manifest: the
// route's chunk, the chunks it imports and their styles. The entry's own files are in index.html.
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './page-head.ts';

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** Route pages (and home's own chunk) by their source path under src/web (the manifest's keys). */
export const ROUTE_PAGES = {
  home: 'features/listings/components/home-hero.tsx',
  search: 'features/listings/pages/search-page.tsx',
  property: 'features/listings/pages/property-detail-page.tsx',
  category: 'features/listings/pages/listing-category-page.tsx',
} as const;

export type RoutePage = keyof typeof ROUTE_PAGES;

export function readManifest(webDir: string): Manifest {
  const file = path.join(webDir, '.vite', 'manifest.json');
  // A build without a manifest still serves every page, only without the preloads.
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : {};
}

export function routePreloadTags(manifest: Manifest, page: RoutePage): string[] {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    chunk.css?.forEach((css) => styles.add(css));
    chunk.imports?.forEach(visit);
  };
  visit(ROUTE_PAGES[page]);
  return [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...[...scripts].map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}" />`),
  ];
}
