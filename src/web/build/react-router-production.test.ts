import { describe, expect, it } from 'vitest';
import { shakeableReactRouter } from './react-router-production.ts';

describe("React Router's module in the browser's build", () => {
  it('declares its components and contexts pure and drops their displayName writes', () => {
    const library = [
      'var Form = React10.forwardRef(',
      '  (props, ref) => null',
      ');',
      'Form.displayName = "Form";',
      'var RouteContext = React.createContext(null);',
      'RouteContext.displayName = "Route";',
      'var Memo = React3.memo(Inner);',
    ].join('\n');
    expect(shakeableReactRouter(library)).toBe(
      [
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  (props, ref) => null',
        ');',
        'var RouteContext = /* @__PURE__ */ React.createContext(null);',
        'var Memo = /* @__PURE__ */ React3.memo(Inner);',
      ].join('\n'),
    );
  });

  it('leaves other statements alone', () => {
    const code =
      'var history = createBrowserHistory();\nfunction Link() {\n  this.displayName = "x";\n  React.forwardRef(f);\n}\nwindow.__reactRouterVersion = "7";';
    expect(shakeableReactRouter(code)).toBe(code);
  });
});

describe("the installed React Router's production module", () => {
  // The rewrite matches the library's text: an upgrade that writes its components another way would
  // leave them in the first load silently. This reads the real module, so such an upgrade fails here.
  it('still declares components and contexts, and displayName writes, the way the rewrite expects', async () => {
    const { readFile, readdir } = await import('node:fs/promises');
    const dir = new URL('../../../node_modules/react-router/dist/production/', import.meta.url);
    const modules = (await readdir(dir)).filter((name) => name.endsWith('.mjs'));
    const code = (await Promise.all(modules.map((name) => readFile(new URL(name, dir), 'utf8')))).join('\n');
    const shaken = shakeableReactRouter(code);
    expect(shaken.match(/\/\* @__PURE__ \*\/ React\d*\.(forwardRef|createContext)\(/g)?.length ?? 0).toBeGreaterThan(5);
    expect(code.match(/^[\w$]+\.displayName = "/gm)?.length ?? 0).toBeGreaterThan(5);
    expect(shaken).not.toMatch(/^[\w$]+\.displayName = "/m);
  });
});
