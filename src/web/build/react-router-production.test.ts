import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { productionPath } from './react-router-production.ts';

describe("the installed React Router's production build", () => {
  // The package resolves to its development build; an upgrade that moves or drops the production one
  // would break the browser's build, so this reads the real package.
  it('sits beside the development build the package resolves to, with the same exports', async () => {
    const resolved = createRequire(import.meta.url).resolve('react-router');
    expect(resolved).toContain('/development/');
    const production = productionPath(resolved);
    expect(production).not.toBe(resolved);
    expect(fs.existsSync(production)).toBe(true);
    const [development, built] = await Promise.all([import(resolved), import(production)]);
    expect(Object.keys(built as object).sort()).toEqual(Object.keys(development as object).sort());
  });
});
