// Fails when a file of the repository points at a doc that does not exist: a markdown link whose
// relative target is missing, or a `docs/...` path written in code, tests or prose that names nothing
// (a moved or renamed decision record, a guide that was never written). A pointer to the decisions
// folder itself names no record and fails too: a reader needs the record, not the folder.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where pointers are looked for, from the repository's root. */
export const SCANNED = ['src', 'tests', 'e2e', 'scripts', 'bench', 'docs', 'README.md', 'SECURITY.md', 'eslint.config.js'];

// Generated or recorded files, and migrations, which are never edited after they land.
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.tmp', 'test-results', 'bench/results', 'src/server/db/migrations']);
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|md|css|html|json|sql)$/;
const DECISIONS_DIR = path.posix.join('docs', 'decisions');

export type DocLink = { line: number; target: string; resolved: string };
export type MissingLink = DocLink & { file: string; reason: string };

// A `docs/` path not preceded by a path or word character (so `src/docs/x` and URLs are not taken).
const DOCS_PATH = /(?<![\w./#@-])docs\/[\w./-]*/g;
const MARKDOWN_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

/** The doc pointers in one file's text: repository paths under docs/, and markdown links' relative targets. */
export function findDocLinks(text: string, file: string): DocLink[] {
  const links: DocLink[] = [];
  const isMarkdown = file.endsWith('.md');
  let isInFence = false;
  text.split('\n').forEach((lineText, index) => {
    const line = index + 1;
    if (isMarkdown && /^\s*(```|~~~)/.test(lineText)) isInFence = !isInFence;
    if (isInFence) return;
    // A link's text is what the reader sees, not where it points: only its target counts.
    const pointers = isMarkdown ? lineText.replace(/\[[^\]]*\]\(/g, '[](') : lineText;
    for (const match of pointers.matchAll(DOCS_PATH)) {
      const target = match[0].replace(/[.-]+$/, '').replace(/\/$/, '');
      if (target !== 'docs') links.push({ line, target, resolved: target });
    }
    if (!isMarkdown) return;
    for (const match of lineText.matchAll(MARKDOWN_LINK)) {
      const raw = match[1] ?? '';
      if (EXTERNAL.test(raw)) continue;
      const target = decodeURI(raw.split('#')[0] ?? '');
      if (target === '') continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target)).replace(/\/$/, '');
      links.push({ line, target, resolved });
    }
  });
  return links;
}

/** Why a pointer fails, or null when it names something that exists. */
export function brokenBecause(root: string, link: DocLink): string | null {
  if (link.resolved === DECISIONS_DIR) return `names no record: point at one of ${DECISIONS_DIR}/NNNN-*.md or its README.md`;
  return fs.existsSync(path.join(root, link.resolved)) ? null : 'missing';
}

function filesUnder(root: string, entry: string): string[] {
  const full = path.join(root, entry);
  if (!fs.existsSync(full) || SKIPPED_DIRS.has(entry)) return [];
  if (fs.statSync(full).isFile()) return TEXT_FILE.test(entry) ? [entry] : [];
  return fs
    .readdirSync(full)
    .sort()
    .flatMap((name) => filesUnder(root, path.posix.join(entry, name)));
}

/** Every broken doc pointer in the scanned files under `root`. */
export function findBrokenDocLinks(root: string, scanned: readonly string[] = SCANNED): MissingLink[] {
  return scanned
    .flatMap((entry) => filesUnder(root, entry))
    .flatMap((file) =>
      findDocLinks(fs.readFileSync(path.join(root, file), 'utf8'), file).flatMap((link) => {
        const reason = brokenBecause(root, link);
        return reason === null ? [] : [{ ...link, file, reason }];
      }),
    );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const broken = findBrokenDocLinks(process.cwd());
  for (const link of broken) process.stderr.write(`${link.file}:${link.line}: ${link.target} (${link.reason})\n`);
  if (broken.length > 0) {
    process.stderr.write(`\n${broken.length} link(s) to docs that do not exist. Point each at the file that holds its content.\n`);
    process.exitCode = 1;
  } else {
    process.stdout.write('Every doc link names an existing file.\n');
  }
}
