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
