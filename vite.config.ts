import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { eagerCompile } from './src/web/build/eager-compile.ts';
import { precompress } from './src/web/build/precompress.ts';
import { reactRouterProduction } from './src/web/build/react-router-production.ts';
import { shortClassNames } from './src/web/build/short-class-names.ts';
import { isOn } from './src/server/speed-pieces.ts';

/**
 * The server's renderer of first views (src/web/entry-server.tsx) goes into `.server` inside the
 * app's own output folder, wherever that is (`--outDir`): the server finds it there, and the static
 * file server never sends dot-folders. React and the rest are bundled in, so it runs from any folder.
 */
const SSR_DIR = '.server';

let appOutDir = '../../dist/web';

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: '../../public',
  plugins: [
    react(),
    // A speed piece bench/speed-pieces.ts builds without (GRUHA_SPEED_OFF) to measure what it buys.
    ...(isOn('eager-compile') ? [eagerCompile()] : []),
    reactRouterProduction(),
    precompress(),
    {
      name: 'gruha-ssr-out-dir',
      config(config) {
        appOutDir = config.build?.outDir ?? appOutDir;
      },
      configEnvironment(name) {
        if (name !== 'ssr') return;
        // React's production or development build, bundled in, as the JSX was compiled for (Vite
        // compiles for development when NODE_ENV says so, as under the test runner).
        const nodeEnv = process.env.NODE_ENV === 'production' ? 'production' : 'development';
        return { build: { outDir: path.join(appOutDir, SSR_DIR) }, define: { 'process.env.NODE_ENV': JSON.stringify(nodeEnv) } };
      },
    },
  ],
  // `vite build` builds the app, then its server renderer (an app build empties the folder first).
  builder: {
    buildApp: async (builder) => {
      const { client, ssr } = builder.environments;
      if (!client || !ssr) throw new Error('Vite has no client or ssr build environment');
      await builder.build(client);
      await builder.build(ssr);
    },
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a route's own chunks with the page (src/server/plugins/route-preloads.ts).
    manifest: true,
    // Every browser the app supports has modulepreload: no polyfill in the first load.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Whatever the first page needs comes as one file (each response costs a round trip and
        // about 1 KB of headers on a phone network); routes stay split and load on their own.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  environments: {
    ssr: {
      resolve: { noExternal: true },
      build: {
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        // Read from disk by the server, never downloaded: React's server renderer is most of it.
        chunkSizeWarningLimit: 1024,
        // .mjs: ES modules wherever they are, with no package.json beside them to say so.
        rolldownOptions: { input: 'entry-server.tsx', output: { entryFileNames: '[name].mjs', chunkFileNames: 'assets/[name]-[hash].mjs' } },
      },
    },
  },
  // Without the piece (bench/speed-pieces.ts), the server renders pages with React's Node build; only it imports this.
  resolve: isOn('browser-prerender') ? undefined : { alias: { 'react-dom/static.browser': 'react-dom/static.node' } },
  // Built pages carry short class names; `npm run dev` keeps Vite's readable ones.
  css: command === 'build' ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } } : undefined,
  server: { proxy: { '/api': 'http://localhost:3000', '/uploads': 'http://localhost:3000' } },
}));
