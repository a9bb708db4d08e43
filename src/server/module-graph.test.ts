// Server modules depend one way: no two modules under src/server/modules import each other (type
// imports included). What both need lives outside the modules (src/server/cache, jobs, crypto...),
// or is handed in where app.ts puts the modules together (a module's jobs.ts, listing watchers).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

/** Each module's imports of other modules: `a -> b` with the first file that does it. */
function moduleImports(modulesDir: string, alias: string): Map<string, string> {
  const edges = new Map<string, string>();
  const modules = fs.readdirSync(modulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  for (const { name: from } of modules) {
    const dir = path.join(modulesDir, from);
    for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f))) {
      const source = fs.readFileSync(path.join(dir, file), 'utf8');
      for (const [, spec = ''] of source.matchAll(IMPORT)) {
        const target = spec.startsWith(alias)
          ? path.join(modulesDir, spec.slice(alias.length))
          : spec.startsWith('.')
            ? path.resolve(path.dirname(path.join(dir, file)), spec)
            : null;
        const to = target && path.relative(modulesDir, target).split(path.sep)[0];
        if (!to || to === from || to.startsWith('..') || to.includes('.')) continue;
        const edge = `${from} -> ${to}`;
        if (!edges.has(edge)) edges.set(edge, path.join(from, file));
      }
    }
  }
  return edges;
}

/** The pairs of modules that import each other, each named with a file of either side. */
function mutualPairs(modulesDir: string, alias: string): string[] {
  const edges = moduleImports(modulesDir, alias);
  return [...edges.keys()].flatMap((edge) => {
    const [from = '', to = ''] = edge.split(' -> ');
    const back = edges.get(`${to} -> ${from}`);
    return from < to && back ? [`${from} <-> ${to} (${edges.get(edge)} imports ${to}; ${back} imports ${from})`] : [];
  });
}

describe('server modules', () => {
  it('never import each other', () => {
    expect(mutualPairs(path.join(import.meta.dirname, 'modules'), '#server/modules/')).toEqual([]);
  });

  it('are checked: a planted pair is found, a one-way use is not', () => {
    const fixtures = path.resolve(import.meta.dirname, '../../tests/lint-fixtures/modules');
    expect(mutualPairs(fixtures, '#fixtures/')).toEqual(['alpha <-> beta (alpha/alpha.ts imports beta; beta/beta.ts imports alpha)']);
  });
});
