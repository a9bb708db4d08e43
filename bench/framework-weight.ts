// `node --import tsx bench/framework-weight.ts`: how much of the first view's JavaScript budget the
// framework takes before any of Gruha's own code. Bundles with esbuild (minified, the libraries'
// production builds) React with React DOM's client, then React Router and TanStack Query with the names
// the app imports from them (read from src/web), and prints each layer's size as the server sends it.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { brotliCopy } from '../src/web/build/precompress.ts';
import { productionPath } from '../src/web/build/react-router-production.ts';

const WEB = path.join(import.meta.dirname, '..', 'src', 'web');

/** Every name src/web imports (not only as a type) from `library`. */
function namesImportedFrom(library: string): string[] {
  const names = new Set<string>();
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${library.replace('/', '\\/')}'`, 'g');
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.startsWith('entry-server')) {
        for (const [, list = ''] of fs.readFileSync(file, 'utf8').matchAll(pattern))
          for (const name of list.split(',').map((part) => part.trim()))
            if (name && !name.startsWith('type ')) names.add(name.split(/\s+as\s+/)[0] ?? name);
      }
    }
  };
  visit(WEB);
  // The server's router is not in the browser's build.
  names.delete('StaticRouter');
  return [...names].sort();
}

const layers: { name: string; imports: string[] }[] = [
  { name: 'React and React DOM', imports: ["export * as React from 'react';", "export { hydrateRoot, createRoot } from 'react-dom/client';"] },
  { name: '+ React Router', imports: [`export { ${namesImportedFrom('react-router').join(', ')} } from 'react-router';`] },
  { name: '+ TanStack Query', imports: [`export { ${namesImportedFrom('@tanstack/react-query').join(', ')} } from '@tanstack/react-query';`] },
];

/** React Router's production build, as the web build takes it. */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^react-router$/ }, async (args) => {
      if (args.pluginData === 'resolved') return undefined;
      const resolved = await esbuild.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'resolved' });
      return { path: productionPath(resolved.path) };
    });
  },
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

console.log('| framework | minified KB | Brotli KB |\n| --- | ---: | ---: |');
const source: string[] = [];
for (const layer of layers) {
  source.push(...layer.imports);
  const result = await build({
    stdin: { contents: source.join('\n'), resolveDir: WEB, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactRouterProduction],
    logLevel: 'error',
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  console.log(`| ${layer.name} | ${kb(bytes.length)} | ${kb(brotliCopy(bytes).length)} |`);
}
