// SQL fragments without values, rendered to text once at start-up. Drizzle renders a statement by
// walking its fragments and testing each against a dozen kinds (string, table, column, value...);
// a column or a nested fragment costs several of those tests every time a statement that names it
// is rendered. As text, a fragment costs one: a never-repeated search renders a statement naming a
// dozen columns on every request (docs/performance.md).
import { getTableColumns, sql, type SQL, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { isOn } from '../speed-pieces.ts';

const dialect = new PgDialect();

/** `fragment` as fixed text; it must carry no values. */
export function renderOnce(fragment: SQL): SQL {
  if (!isOn('render-once')) return fragment;
  const query = dialect.sqlToQuery(fragment);
  if (query.params.length > 0) throw new Error('A fixed SQL fragment must not carry values');
  return sql.raw(query.sql);
}

/** Each of `table`'s columns as fixed text, qualified by the table's name as drizzle writes it. */
export function renderedColumns<T extends Table>(table: T): { [K in keyof T['_']['columns']]: SQL } {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => [key, renderOnce(sql`${column}`)]);
  return Object.fromEntries(columns) as { [K in keyof T['_']['columns']]: SQL };
}
