// The import rules of eslint.config.js, shown to fire: a planted cycle is refused, and the package
// imports (#server/*, #shared/*, #web/*) resolve, so a cycle through them is seen too.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

// The repo's own configuration, only its import rules and without type information (seconds, not a
// minute); no-unresolved is turned on here only to show what the resolver finds.
const eslint = new ESLint({
  cwd: root,
  ignore: false,
  ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false } },
    rules: { 'import-x/no-unresolved': 'error' },
  },
});

const problems = (results: ESLint.LintResult[]) =>
  results.flatMap((result) => result.messages.map((m) => ({ file: path.basename(result.filePath), rule: m.ruleId, line: m.line })));

describe('the import rules', { timeout: 60_000 }, () => {
  it('refuse two files that import each other', async () => {
    const results = await eslint.lintFiles(['tests/lint-fixtures/cycle-a.ts', 'tests/lint-fixtures/cycle-b.ts']);
    expect(problems(results)).toEqual([
      { file: 'cycle-a.ts', rule: 'import-x/no-cycle', line: 2 },
      { file: 'cycle-b.ts', rule: 'import-x/no-cycle', line: 2 },
    ]);
  });

  it('resolve the package imports, and only files that exist', async () => {
    const code = [
      "import * as config from '#server/config.ts';",
      "import * as emi from '#shared/emi.ts';",
      "import * as paths from '#web/app/paths.ts';",
      "import * as missing from '#server/no-such-file.ts';",
      'export { config, emi, paths, missing };',
    ].join('\n');
    const results = await eslint.lintText(code, { filePath: path.join(root, 'tests/lint-fixtures/package-imports.ts') });
    expect(problems(results)).toEqual([{ file: 'package-imports.ts', rule: 'import-x/no-unresolved', line: 4 }]);
  });
});
