// Lint: typescript-eslint's strict type-checked rules for all TypeScript (app, tests, scripts, bench),
// React's hook rules for the web app, and the import direction of docs/decisions/0005-lint-format-and-import-layers.md.
// Formatting is Prettier's job (eslint-config-prettier turns off the rules it owns).
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const abs = (p) => path.join(root, p);
const foldersIn = (dir) =>
  fs
    .readdirSync(abs(dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Web (bulletproof-react's zones): shared <- features <- app.
const features = foldersIn('src/web/features');
// A feature's api/, components/ and root files are what other features may use; its pages, hooks,
// lib and other folders are its own.
const featureZones = features.map((feature) => ({
  target: abs(`src/web/features/${feature}/**`),
  from: features.filter((other) => other !== feature).map((other) => abs(`src/web/features/${other}/*/**`)),
  except: features.flatMap((other) => [abs(`src/web/features/${other}/api/**`), abs(`src/web/features/${other}/components/**`)]),
  message: "Use another feature's api/, components/ or root files, not its internals.",
}));

// Features depend one way: each may import only features listed before it, so no two import each
// other, directly or round a longer circle (import-x/no-cycle sees files, not features). A page that
// puts several features together belongs to the app (src/web/app/pages), which may import them all.
const FEATURE_ORDER = [
  'auth',
  'conversations',
  'agreements',
  'deals',
  'account',
  'engagement',
  'localities',
  'listings',
  'tenancy',
  'static-pages',
  'grievances',
  'admin',
];
const unordered = features.filter((feature) => !FEATURE_ORDER.includes(feature));
if (unordered.length > 0) throw new Error(`eslint.config.js: place ${unordered.join(', ')} in FEATURE_ORDER`);
const featureOrderZones = FEATURE_ORDER.map((feature, i) => ({
  target: abs(`src/web/features/${feature}/**`),
  from: FEATURE_ORDER.slice(i + 1).map((later) => abs(`src/web/features/${later}/**`)),
  message: `Features depend one way (FEATURE_ORDER in eslint.config.js): ${feature} comes before the feature imported here. Move what both need to src/web/lib or src/web/components, or compose them in src/web/app/pages.`,
})).filter((zone) => zone.from.length > 0);

// Server: a module's SQL (queries.ts), rules (access.ts) and route files are its own; other modules use
// its other files.
const serverModules = foldersIn('src/server/modules');
const moduleInternals = (name) => abs(`src/server/modules/${name}/{queries,queries-*,access,routes,routes-*,*-routes}.ts`);
const serverZones = serverModules.map((name) => ({
  target: abs(`src/server/modules/${name}/**`),
  from: serverModules.filter((other) => other !== name).map(moduleInternals),
  message: "A module's queries, access rules and routes are its own: import a file it shares.",
}));

const layerZones = [
  { target: abs('src/shared'), from: abs('src/server'), message: 'Shared code runs in the browser too.' },
  { target: abs('src/shared'), from: abs('src/web'), message: 'Shared code may not depend on the web app.' },
  { target: abs('src/web'), from: abs('src/server'), message: 'The web app may not import server code.' },
  ...['src/web/components', 'src/web/lib'].flatMap((target) => [
    { target: abs(target), from: abs('src/web/features'), message: 'Shared web code may not import a feature.' },
    { target: abs(target), from: abs('src/web/app'), message: 'Shared web code may not import the app.' },
  ]),
  {
    target: abs('src/web/features'),
    from: abs('src/web/app'),
    // The URL tables are configuration (bulletproof-react's config/paths.ts): they import no feature.
    except: ['./paths.ts', './page-routes.ts'],
    message: 'A feature may not import the app that composes it.',
  },
  ...featureZones,
  ...featureOrderZones,
  ...serverZones,
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'data/**',
      '.tmp/**',
      'test-results/**',
      'bench/results/**',
      'src/server/db/migrations/**',
      'node_modules/**',
      'tests/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    // import-x reads only the files its `extensions` and `parsers` name: without them every .ts file
    // was skipped and no-cycle never fired (src/server/import-rules.test.ts plants a cycle to prove it does).
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Numbers and booleans read naturally in messages; objects and undefined are still refused.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // React drops an event handler's result: `onClick={() => setOpen(false)}` hides nothing.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // React drops an event handler's result, so an async handler must catch its own failures (which
      // no-floating-promises checks inside it); only JSX attributes are exempt.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Off: props and stores declare callbacks as methods (`onClose(): void`) that never use `this`;
      // 106 findings and no bug among them.
      '@typescript-eslint/unbound-method': 'off',
      // Off: Fastify's hooks and handlers are async by contract (a sync hook must call `done`).
      '@typescript-eslint/require-await': 'off',
      // Off: the casts and conversions these flag sit where a type is asserted over what the database
      // hands back (`db.execute` rows, numeric columns that arrive as strings); 35 findings, no bug.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
      '@typescript-eslint/no-unnecessary-type-conversion': 'off',
    },
  },
  {
    // Fastify's hook types say `void`, but Fastify awaits a hook that returns a promise (an async
    // preHandler is its documented style): a typed hook variable or a guard factory may be async.
    files: ['src/server/**'],
    rules: {
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, variables: false, returns: false } }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The library's link components bring its whole component set into the first load (src/web/build/react-router-production.ts).
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'react-router', importNames: ['Link', 'NavLink'], message: 'Use Link and NavLink from src/web/components/link.tsx.' }] },
      ],
    },
  },
  {
    // Tests, browser tests and the benchmark drive the API and read its JSON answers, which are `any`
    // (inject's and fetch's json()): the assertions check their shape, so the no-unsafe-* rules, which
    // would want a cast on every answer, are off here, as are non-null assertions on fixtures.
    files: ['**/*.test.{ts,tsx}', 'tests/**', 'e2e/**', 'bench/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/restrict-plus-operands': 'off',
      // A bare object stands in for a database where only its identity matters.
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
    },
  },
  {
    files: ['**/*.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
