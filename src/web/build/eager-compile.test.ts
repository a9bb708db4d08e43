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
