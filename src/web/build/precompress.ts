// Writes a Brotli (.br) and a gzip (.gz) copy of every built text asset at the highest levels, so
// the server sends them as they are (@fastify/static preCompressed) instead of compressing each
// response on the fly at a fast, weaker level.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

/** The Brotli copy the server sends of a built file (bench/framework-weight.ts weighs with it too). */
export const brotliCopy = (content: Uint8Array) => zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'gruha-precompress',
    apply: 'build',
    // The server renderer (vite.config.ts) is read from disk by the server, never sent.
    applyToEnvironment: (environment) => environment.name === 'client',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const full = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const content = fs.readFileSync(file);
        // Small files too (the 0.7 KB runtime every page loads is 0.4 KB as Brotli): a copy is kept
        // whenever it is smaller, since sending it costs nothing.
        const copies = {
          br: brotliCopy(content),
          gz: zlib.gzipSync(content, { level: 9 }),
        };
        for (const [extension, copy] of Object.entries(copies)) if (copy.length < content.length) fs.writeFileSync(`${file}.${extension}`, copy);
      }
    },
  };
}
