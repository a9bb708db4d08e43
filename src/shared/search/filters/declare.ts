// How a search filter is declared: once, with everything the layers derive from it. The search page
// reads and writes it in the URL and its state by its kind; the request schema (request-schema.ts)
// validates it and the OpenAPI document shows it; the server turns `where` into SQL
// (properties/search-filters.ts) and names it with `label` when it suggests dropping it; the rail
// draws `rail`; the chips read `chip`. A listing fact's own filters are declared with the fact
// (listing-facts/declare.ts).
// Zod-free, so the search page's first view can use it without loading zod.
import type { Bounds, Polygon } from '#shared/geo/geometry.ts';

/** Which searches a filter belongs to: rent or sale only, or both (left out). */
export type ForListingType = 'rent' | 'sale';

/**
 * The SQL a filter stands for, on one column of `properties` (named as in db/schema.ts): `equal`
 * the value; `in` the list of values; `atLeast`/`atMost` the number; `among` the column values
 * `matches` lists for the value. 'custom': the server's own table of conditions has it.
 */
export type Where<V> =
  | { column: string; is: 'equal' | 'in' | 'atLeast' | 'atMost' }
  | { column: string; is: 'among'; matches: Readonly<Record<V & string, readonly string[]>> }
  | 'custom';

/** A control of the filter rail, in the rent, sale or home section; its kind follows the filter's. */
export type Rail = {
  section: 'rent' | 'sale' | 'home';
  label: string;
  /** A drop-down's "no filter" choice. */
  anyLabel?: string;
};

type Common<P extends string, F extends string> = {
  /** The URL parameter, also the search page's state key. */
  param: P;
  /** The search request's field (API, saved searches). */
  field: F;
  /** As the request's error messages name it ('Max deposit must be a number'). */
  name: string;
  forListingType?: ForListingType;
  /** How a suggestion to drop it reads on the server; none: never suggested. Early ones are suggested first. */
  suggest?: 'early' | 'late';
  rail?: Rail;
};

/** Narrows only when true ('Pets allowed'): in the URL `pets=yes`; false is no filter. */
export type FlagFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'flag';
  label: string;
  where: Where<true>;
};

/** True, false or no filter ('Verified' from the header menus): in the URL `true`/`false`. */
export type YesNoFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'yesNo';
  label(value: boolean): string;
  chip?(value: boolean): string;
  where: Where<boolean>;
};

/** One of `values` or no filter. `anyCase`: any spelling's case is accepted ('OWNER'), '' is no filter. */
export type OneOfFilter<V extends string = string, P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'oneOf';
  values: readonly [V, ...V[]];
  /** The request's message for a value that is none of them. */
  message: string;
  anyCase?: boolean;
  label(value: V): string;
  chip?(value: V): string;
  /** The rail's label of each choice (else `label`). */
  option?(value: V): string;
  where: Where<V>;
};

/** Any of `values` (comma-separated in the URL); a chip each. */
export type SomeOfFilter<V extends string = string, P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'someOf';
  values: readonly [V, ...V[]];
  message: string;
  /** One value's name; the server's label joins them. */
  label(value: V): string;
  /** Their suggestion label from the joined names. */
  joined?(names: string): string;
  chip?(value: V): string;
  where: Where<V>;
};

/**
 * A whole number from `min` to `max`. `rupees`: an amount, rounded into range rather than refused.
 * `chip` also sees the other filters, so a pair (min and max floor) can share one chip: it answers
 * null when its partner's chip names both, and `chipClears` names what its removal clears too.
 */
export type WholeFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'whole';
  min: number;
  max: number;
  rupees?: boolean;
  /** Only the `choices` are accepted: the request's message for any other number. */
  onlyChoices?: string;
  label(value: number): string;
  chip?(value: number, others: Readonly<Record<string, unknown>>): string | null;
  chipClears?: readonly string[];
  /** The rail's drop-down choices, and their labels. */
  choices?: readonly number[];
  option?(value: number): string;
  where: Where<number>;
};

/** A calendar date YYYY-MM-DD. */
export type DateFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'date';
  label(value: string): string;
  chip?(value: string): string;
  where: Where<string>;
};

/**
 * Free text, up to `maxLength` characters. `upperCase`: read in capitals (a code). `names`: the text is
 * a code of this reference list, and `label` and `chip` are given the name it stands for.
 */
export type TextFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'text';
  maxLength: number;
  upperCase?: boolean;
  names?: 'metroStation';
  label?(value: string): string;
  chip?(value: string): string;
  where: Where<string>;
};

/** A box on the map, south, west, north and east: `bounds=17.43,78.36,17.46,78.39` in the URL. */
export type BoxFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'box';
  label: string;
  where: 'custom';
};

/** A drawn area, its corners in order: `polygon=17.44,78.37;17.46,78.39;17.44,78.39` in the URL. */
export type AreaFilter<P extends string = string, F extends string = string> = Common<P, F> & {
  kind: 'area';
  label: string;
  where: 'custom';
};

export type SearchFilter = FlagFilter | YesNoFilter | OneOfFilter | SomeOfFilter | WholeFilter | DateFilter | TextFilter | BoxFilter | AreaFilter;

/** The helpers keep each filter's own names and values as types, for the request and the page state. */
export const flag = <const P extends string, const F extends string>(filter: Omit<FlagFilter<P, F>, 'kind'>): FlagFilter<P, F> => ({
  kind: 'flag',
  ...filter,
});
export const yesNo = <const P extends string, const F extends string>(filter: Omit<YesNoFilter<P, F>, 'kind'>): YesNoFilter<P, F> => ({
  kind: 'yesNo',
  ...filter,
});
export const oneOf = <const V extends string, const P extends string, const F extends string>(
  filter: Omit<OneOfFilter<V, P, F>, 'kind'>,
): OneOfFilter<V, P, F> => ({ kind: 'oneOf', ...filter });
export const someOf = <const V extends string, const P extends string, const F extends string>(
  filter: Omit<SomeOfFilter<V, P, F>, 'kind'>,
): SomeOfFilter<V, P, F> => ({ kind: 'someOf', ...filter });
export const whole = <const P extends string, const F extends string>(filter: Omit<WholeFilter<P, F>, 'kind'>): WholeFilter<P, F> => ({
  kind: 'whole',
  ...filter,
});
export const date = <const P extends string, const F extends string>(filter: Omit<DateFilter<P, F>, 'kind'>): DateFilter<P, F> => ({
  kind: 'date',
  ...filter,
});
export const text = <const P extends string, const F extends string>(filter: Omit<TextFilter<P, F>, 'kind'>): TextFilter<P, F> => ({
  kind: 'text',
  ...filter,
});

export const box = <const P extends string, const F extends string>(filter: Omit<BoxFilter<P, F>, 'kind'>): BoxFilter<P, F> => ({
  kind: 'box',
  ...filter,
});
export const area = <const P extends string, const F extends string>(filter: Omit<AreaFilter<P, F>, 'kind'>): AreaFilter<P, F> => ({
  kind: 'area',
  ...filter,
});

/** The value a filter holds in the request once read (null: no filter). */
export type RequestValue<D> = D extends FlagFilter
  ? true
  : D extends YesNoFilter
    ? boolean
    : D extends OneOfFilter<infer V>
      ? V
      : D extends SomeOfFilter<infer V>
        ? V[]
        : D extends WholeFilter
          ? number
          : D extends BoxFilter
            ? Bounds
            : D extends AreaFilter
              ? Polygon
              : string;

/** The value a filter holds in the search page's state: false, null or [] when it is not set. */
export type StateValue<D> = D extends FlagFilter
  ? boolean
  : D extends YesNoFilter
    ? boolean | null
    : D extends OneOfFilter<infer V>
      ? V | null
      : D extends SomeOfFilter<infer V>
        ? V[]
        : D extends WholeFilter
          ? number | null
          : D extends TextFilter
            ? string
            : D extends BoxFilter
              ? Bounds | null
              : D extends AreaFilter
                ? Polygon | null
                : string | null;

/** The page state's "not set" of a filter. */
export function emptyStateValue(filter: SearchFilter): unknown {
  if (filter.kind === 'flag') return false;
  if (filter.kind === 'someOf') return [];
  if (filter.kind === 'text') return '';
  return null;
}
