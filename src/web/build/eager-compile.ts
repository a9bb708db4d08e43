// React and its scheduler are CommonJS: Rolldown wraps each in a factory, `__commonJSMin(((exports,
// module) => {...}))`, run when the module is first required, during the entry's evaluation. V8 compiles
// a function lazily, on its first call, on the main thread, unless it is a parenthesised `function`
// expression, which it compiles at once while the script streams in on a background thread. For an
// arrow it does not: react-dom's 200 KB factory was compiled inside the first view's one long task.
// Written as `(function (exports, module) {...})`, these factories come compiled: that task fell from
// 177 to 138 ms on a property page and from 180 to 148 ms on home at 4x CPU slowdown
// (docs/decisions/0074-speed-pieces-weighed.md). A factory's body never reads `this` or `arguments`.
import type { Plugin } from 'vite';

const COMMONJS_FACTORY = /\b(__commonJSMin\(\()\(((?:[\w$]+(?:,\s*[\w$]+)*)?)\)\s*=>\s*\{/g;

/** The chunk's CommonJS factories as parenthesised function expressions (compiled eagerly by V8). */
export const eagerCommonJsFactories = (code: string) => code.replace(COMMONJS_FACTORY, '$1function($2) {');

export function eagerCompile(): Plugin {
  return {
    name: 'gruha-eager-compile',
    apply: 'build',
    // What the browser runs; the server renderer runs in Node, once, at start.
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code) {
      const eager = eagerCommonJsFactories(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
