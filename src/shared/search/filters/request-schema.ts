// The search request's fields of the declared filters (filters.ts), each validated by its kind: the
// search request (contracts/property.ts) spreads them into its schema, and so into the OpenAPI document.
import { anyCaseFilter } from '#shared/contracts/any-case.ts';
import { isCalendarDate } from '#shared/contracts/listing-fact-values.ts';
import { ZBounds, ZPolygon } from '#shared/contracts/search-geo.ts';
import { z } from '#shared/zod.ts';
import type { FlagFilter, RequestValue, SearchFilter } from './declare.ts';
import { SEARCH_FILTERS, type DeclaredFilter } from './filters.ts';

/** A list filter: an empty list is no filter; repeated values count once. */
export const listOf = <T extends z.ZodType>(item: T, max: number, name: string) =>
  z
    .array(item, { error: `${name} must be a list` })
    .max(max, `At most ${max} ${name.toLowerCase()}`)
    .transform((list) => (list.length > 0 ? [...new Set(list)] : null))
    .nullish();

function schemaOf(filter: SearchFilter): z.ZodType {
  const { name } = filter;
  switch (filter.kind) {
    case 'flag':
      // Only narrows when true ('pets allowed'): false is no filter, as absent.
      return z
        .boolean({ error: `${name} must be true or false` })
        .transform((value) => value || null)
        .nullish();
    case 'yesNo':
      return z.boolean({ error: `${name} must be true or false` }).nullish();
    case 'oneOf':
      return filter.anyCase ? anyCaseFilter(filter.values, filter.message) : z.enum(filter.values, { error: filter.message }).nullish();
    case 'someOf':
      return listOf(z.enum(filter.values, { error: filter.message }), filter.values.length, name);
    case 'whole': {
      const number = z.coerce.number({ error: `${name} must be a number` });
      if (filter.rupees) {
        // Whole rupees up to `max`: a bound in between or beyond is rounded into range.
        const { max } = filter;
        return number
          .min(filter.min, `${name} cannot be negative`)
          .transform((value) => Math.floor(Math.min(value, max)))
          .nullish();
      }
      if (filter.onlyChoices) {
        const choices: readonly number[] = filter.choices ?? [];
        return number.refine((value) => choices.includes(value), filter.onlyChoices).nullish();
      }
      const range = `${name} must be ${filter.min} to ${filter.max}`;
      return number.int(`${name} must be a whole number`).min(filter.min, range).max(filter.max, range).nullish();
    }
    case 'date': {
      const message = `${name} must be a date YYYY-MM-DD`;
      return z.string({ error: message }).trim().refine(isCalendarDate, message).nullish();
    }
    case 'text': {
      const text = z
        .string({ error: `${name} must be text` })
        .trim()
        .max(filter.maxLength, `${name} is at most ${filter.maxLength} characters`);
      return (filter.upperCase ? text.toUpperCase() : text).nullish();
    }
    case 'box':
      return ZBounds.nullish();
    case 'area':
      return ZPolygon.nullish();
  }
}

type SchemaOf<D> = z.ZodOptional<z.ZodType<RequestValue<D> | null, (D extends FlagFilter ? boolean : RequestValue<D>) | null>>;

export const declaredRequestFields = Object.fromEntries(SEARCH_FILTERS.map((filter) => [filter.field, schemaOf(filter)])) as {
  [D in DeclaredFilter as D['field']]: SchemaOf<D>;
};
