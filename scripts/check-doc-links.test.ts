import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBrokenDocLinks, findDocLinks } from './check-doc-links.ts';

// Paths are assembled so that this file itself holds no pointer for the real check to follow.
const DOCS = 'docs';
const at = (...parts: string[]) => [DOCS, ...parts].join('/');

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function plant(files: Record<string, string>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('findDocLinks', () => {
  it('reads docs paths in code and markdown links relative to their file, not link texts or other sites', () => {
    const code = `// Why (${at('decisions', '0001-stack.md')}).\nconst x = 1;\n`;
    expect(findDocLinks(code, 'src/a.ts')).toEqual([
      { line: 1, target: at('decisions', '0001-stack.md'), resolved: at('decisions', '0001-stack.md') },
    ]);

    const prose = `See [${at('decisions')}](decisions/README.md#records), [the site](https://example.com/${DOCS}/x.md) and [top](#top).\n`;
    expect(findDocLinks(prose, at('guide.md'))).toEqual([{ line: 1, target: 'decisions/README.md', resolved: at('decisions', 'README.md') }]);
  });
});

describe('findBrokenDocLinks', () => {
  it('reports a planted link to a missing doc, with its file and line, and passes the ones that exist', () => {
    const repo = plant({
      [at('decisions', 'README.md')]: '# Decisions\n',
      [at('guide.md')]: `# Guide\n\nThe index: [decisions](decisions/README.md).\nGone: [old](decisions/2020-01-01-old.md).\n`,
      'src/a.ts': `// Kept (${at('guide.md')}).\n// Moved (${at('missing.md')}).\n`,
    });

    expect(findBrokenDocLinks(repo, [DOCS, 'src'])).toEqual([
      { file: at('guide.md'), line: 4, target: 'decisions/2020-01-01-old.md', resolved: at('decisions', '2020-01-01-old.md'), reason: 'missing' },
      { file: 'src/a.ts', line: 2, target: at('missing.md'), resolved: at('missing.md'), reason: 'missing' },
    ]);
  });

  it('reports a pointer to the decisions folder, which names no record', () => {
    const repo = plant({ [at('decisions', 'README.md')]: '# Decisions\n', 'src/b.ts': `// Chosen there (${at('decisions')}).\n` });

    expect(findBrokenDocLinks(repo, ['src'])).toEqual([
      expect.objectContaining({ file: 'src/b.ts', line: 1, target: at('decisions'), reason: expect.stringContaining('names no record') as string }),
    ]);
  });
});
