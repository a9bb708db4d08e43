// docs/privacy.md shows the retention table as declared: this renders it from retention.ts and
// finds it there, so the page cannot drift from what the delete dialog shows and the server does.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RETENTION } from './retention.ts';

const cell = (text: string) => text.replaceAll('|', '\\|');

function retentionMarkdown(): string {
  const rows = Object.values(RETENTION).map((entry) =>
    ['', entry.record, entry.outcome, entry.what, entry.reason, entry.period, entry.source, ''].map(cell).join(' | ').trim(),
  );
  return ['| record | outcome | what happens | why | how long | grounds |', '| --- | --- | --- | --- | --- | --- |', ...rows].join('\n');
}

describe('the retention table', () => {
  it('is shown in docs/privacy.md exactly as declared', () => {
    const page = fs.readFileSync(path.resolve(import.meta.dirname, '../../../docs/privacy.md'), 'utf8');
    expect(page, `docs/privacy.md should hold this table:\n\n${retentionMarkdown()}\n`).toContain(retentionMarkdown());
  });
});
