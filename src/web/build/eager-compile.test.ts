import { describe, expect, it } from 'vitest';
import { eagerCommonJsFactories } from './eager-compile.ts';

describe('CommonJS factories in a built chunk', () => {
  it('become parenthesised function expressions, whatever their parameters', () => {
    const chunk = [
      'var require_react = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.version = "19";',
      '}));',
      'var require_dom = /* @__PURE__ */ __commonJSMin(((exports, module) => {',
      '\tmodule.exports = require_react();',
      '}));',
      'var require_empty = /* @__PURE__ */ __commonJSMin((() => {}));',
    ].join('\n');
    expect(eagerCommonJsFactories(chunk)).toBe(
      [
        'var require_react = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '\texports.version = "19";',
        '}));',
        'var require_dom = /* @__PURE__ */ __commonJSMin((function(exports, module) {',
        '\tmodule.exports = require_react();',
        '}));',
        'var require_empty = /* @__PURE__ */ __commonJSMin((function() {}));',
      ].join('\n'),
    );
  });

  it("leaves the app's own arrow functions alone", () => {
    const code = 'const pick = (items) => items.filter((item) => item.ok);\nrun(((a) => {\n\treturn a;\n}));';
    expect(eagerCommonJsFactories(code)).toBe(code);
  });
});

describe("the installed bundler's output for React", () => {
  // The rewrite matches the text Rolldown writes for a CommonJS module: a bundler upgrade that wraps
  // them another way would leave React's factories compiled lazily again, silently. This builds React
  // with the installed Vite, so such an upgrade fails here.
  it('wraps CommonJS modules in factories the rewrite finds, and leaves none as arrows', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { build } = await import('vite');
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gruha-eager-'));
    try {
      fs.writeFileSync(path.join(root, 'entry.js'), "import { createElement } from 'react';\nconsole.log(createElement);\n");
      const output = await build({
        root,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: { react: path.resolve('node_modules/react') } },
        build: { write: false, minify: false, rolldownOptions: { input: path.join(root, 'entry.js') } },
      });
      const code = [output]
        .flat()
        .flatMap((result) => ('output' in result ? result.output : []))
        .flatMap((chunk) => (chunk.type === 'chunk' ? [chunk.code] : []))
        .join('\n');
      expect(code).toMatch(/__commonJSMin\(\(\([\w$, ]*\) => \{/);
      const eager = eagerCommonJsFactories(code);
      expect(eager).toMatch(/__commonJSMin\(\(function\([\w$, ]*\) \{/);
      expect(eager).not.toMatch(/__commonJSMin\(\(\(/);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});
