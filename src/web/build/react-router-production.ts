// React Router ships two builds and its package points every bundler at the development one (its
// own Vite plugin swaps in the production build; plain Vite does not). The browser's build takes the
// production one: no development warnings or checks in what people download.
import path from 'node:path';
import type { Plugin } from 'vite';

/** The production build's path for a resolved path into React Router's development build. */
export const productionPath = (id: string) => id.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`);

export function reactRouterProduction(): Plugin {
  return {
    name: 'gruha-react-router-production',
    apply: 'build',
    enforce: 'pre',
    // What the browser downloads; the server renderer keeps the library's development warnings.
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved) return null;
      return { ...resolved, id: productionPath(resolved.id) };
    },
  };
}
