import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { renderedColumns, renderOnce } from './render-once.ts';
import { properties } from './schema.ts';

const text = (fragment: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(fragment).sql;

describe('fragments rendered once', () => {
  it('read as drizzle writes them each time', () => {
    const columns = renderedColumns(properties);
    expect(text(columns.areaId)).toBe(text(sql`${properties.areaId}`));
    expect(text(columns.areaId)).toBe('"properties"."area_id"');
    expect(text(sql`${columns.price} <= ${5}`)).toBe(text(sql`${properties.price} <= ${5}`));
    expect(text(renderOnce(sql`${properties.isActive} and ${properties.bedrooms} > 1`))).toBe(
      '"properties"."is_active" and "properties"."bedrooms" > 1',
    );
  });

  it('refuse a fragment that carries a value: it would be written into every statement', () => {
    expect(() => renderOnce(sql`${properties.price} <= ${5}`)).toThrow('must not carry values');
  });
});
