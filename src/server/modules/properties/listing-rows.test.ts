import { Column, getTableName, is, SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CHANGE_CHANNELS, type Watched } from '#server/db/change-channels.ts';
import { listingColumns } from './listing-rows.ts';

/** Every column `fragment` names, at any depth, as 'table.column'. */
const columnsIn = (fragment: SQL): string[] =>
  fragment.queryChunks.flatMap((chunk) =>
    is(chunk, Column) ? [`${getTableName(chunk.table)}.${chunk.name}`] : is(chunk, SQL) ? columnsIn(chunk) : [],
  );

describe('the listing query', () => {
  // Kept listings are kept until the listings channel moves: a shown column whose writes do not move
  // it would be shown stale. Declare its table (or, for a poster's row, the column) there, and add
  // the trigger that announces it in a migration.
  it('shows only columns whose writes move the listings channel', () => {
    const watched: Record<string, Watched> = CHANGE_CHANNELS.listings_changed.tables;
    const shown = [...new Set(columnsIn(listingColumns))];
    expect(shown).toContain('users.first_name');
    const undeclared = shown.filter((name) => {
      const [table = '', column] = name.split('.');
      const columns = watched[table] as Watched | undefined;
      return columns === undefined || (columns !== 'every column' && !columns.includes(column!));
    });
    expect(undeclared).toEqual([]);
  });
});
