import { describe, expect, it } from 'vitest';
import { isReadOnly } from './statement-kind.ts';

describe('a statement that only reads', () => {
  it('is a select or a WITH query that names no writing command', () => {
    expect(isReadOnly('select * from properties where id = $1')).toBe(true);
    expect(isReadOnly('  WITH page as (select id from properties) select * from page')).toBe(true);
    expect(isReadOnly('select updated_at, deleted_at from users')).toBe(true);
  });

  it('is not a write, a WITH query that writes, a select that locks rows to write them, an announcement of a write, or a commit', () => {
    for (const text of [
      'insert into outbox (kind) values ($1)',
      'update properties set price = $1',
      'with moved as (update outbox set done_at = now() returning id) select * from moved',
      'with gone as (delete from shortlists returning id) select count(*) from gone',
      'select id from users where id = $1 for update',
      "select pg_notify($1, '')",
      'commit',
    ]) {
      expect(isReadOnly(text), text).toBe(false);
    }
  });
});
