// React Router ships two builds and its package points every bundler at the development one (its
// own Vite plugin swaps in the production build; plain Vite does not). Its module also declares each
// component as `var Form = React.forwardRef(...)` followed by `Form.displayName = "Form"`: calls and
// property writes a bundler must keep, so every component of the library (forms, fetchers, prefetch
// links, server-component handlers) was in the first load of every page though the app uses a few
// hooks. In the browser's build this plugin takes the production build, marks those declarations
// pure and drops the displayName writes (React's devtools only): the unused ones are then left out,
// 3.8 KB of Brotli from every first view with the app's own Link (docs/performance.md).
import path from 'node:path';
import type { Plugin } from 'vite';

const PURE_DECLARATION = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** The library's module with its component declarations pure and its displayName writes gone. */
export const shakeableReactRouter = (code: string) => code.replace(PURE_DECLARATION, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');

const isProductionBuild = (id: string) => id.split(path.sep).join('/').includes('/react-router/dist/production/');

/** `isShakeable`: rewrite the module so its unused components leave the build (a speed piece, on unless turned off). */
export function reactRouterProduction({ isShakeable = true } = {}): Plugin {
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
      return { ...resolved, id: resolved.id.replace(`${path.sep}development${path.sep}`, `${path.sep}production${path.sep}`) };
    },
    transform(code, id) {
      return isShakeable && isProductionBuild(id) ? { code: shakeableReactRouter(code), map: null } : null;
    },
  };
}
