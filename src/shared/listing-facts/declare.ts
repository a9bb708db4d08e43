// How a listing fact is declared: once, with everything the layers derive from it. The request and
// response schemas (contracts/listing-facts.ts) and so the OpenAPI document read its kind, limits and
// message; db/schema.ts makes its column; the listing's select list and presentProperty carry it by
// `field`; the property page and the compare page show its line; the server writes its `card` phrase
// into the listing's key facts, which the search result card shows; the post and edit forms draw its
// field; its `filters` join the declared search filters. Zod-free, so the property page can use it.
import type { SearchFilter } from '../search/filters/declare.ts';

/** A listing as a fact's line sees it: its type and every fact by field. */
export type FactListing = { readonly listingType: string; readonly [field: string]: unknown };

/** The form's text values by field, for a field shown only with another's value. */
export type FactFormValues = Readonly<Record<string, unknown>>;

/** The post and edit forms' field. Choices are a drop-down; numbers, dates and text an input. */
export type FactForm = {
  label: string;
  hint?: string;
  /** A rupee amount: the hint reads the typed amount. */
  rupees?: boolean;
  /** What typing may not put in a number field (default: anything but digits). */
  refuse?: RegExp;
  /** Shown only when this says so, and then required. */
  shownWhen?(values: FactFormValues): boolean;
};

type Common<F extends string, V, FS extends readonly SearchFilter[]> = {
  /** The API field, `properties`' key in db/schema.ts and the search filters' column name. */
  field: F;
  /** The SQL column. */
  column: string;
  /** Rent or sale listings only; left out, both. */
  forListingType?: 'rent' | 'sale';
  /** As the property page names it. */
  label: string;
  /** A given value as the property page shows it. */
  show(value: V, listing: FactListing): string;
  /** The property page's whole line, when it depends on more than the value; false: no line of its own. */
  line?: false | ((listing: FactListing) => string);
  /** The compare page's row (none: not compared); `show` defaults to the fact's. */
  compare?: { label: string; show?(value: V, listing: FactListing): string };
  /**
   * Its phrase in a search result card's line of key facts (none: not on the card), at `place` among
   * the others there (lowest first); `show` defaults to the fact's, and null leaves the value off.
   */
  card?: { place: number; show?(value: V, listing: FactListing): string | null };
  form: FactForm;
  /** The request's message for a value it refuses. */
  message: string;
  /** The search filters the fact brings (declare.ts of the search filters). */
  filters?: FS;
};

export type YesNoFact<F extends string = string, FS extends readonly SearchFilter[] = readonly SearchFilter[]> = Common<F, boolean, FS> & {
  kind: 'yesNo';
};
export type ChoiceFact<V extends string = string, F extends string = string, FS extends readonly SearchFilter[] = readonly SearchFilter[]> = Common<
  F,
  V,
  FS
> & {
  kind: 'choice';
  values: readonly [V, ...V[]];
  /** Each value as the form and, by default, the property page name it. */
  labels: Readonly<Record<V, string>>;
};
export type WholeFact<F extends string = string, FS extends readonly SearchFilter[] = readonly SearchFilter[]> = Common<F, number, FS> & {
  kind: 'whole';
  min: number;
  max: number;
};
/** A calendar date, YYYY-MM-DD. */
export type DateFact<F extends string = string, FS extends readonly SearchFilter[] = readonly SearchFilter[]> = Common<F, string, FS> & {
  kind: 'date';
};
/** A code: read in capitals, `pattern` whole. */
export type CodeFact<F extends string = string, FS extends readonly SearchFilter[] = readonly SearchFilter[]> = Common<F, string, FS> & {
  kind: 'code';
  pattern: RegExp;
  maxLength: number;
};

export type ListingFact = YesNoFact | ChoiceFact | WholeFact | DateFact | CodeFact;

/** The value a fact holds when given. */
export type FactValue<D> = D extends YesNoFact ? boolean : D extends ChoiceFact<infer V> ? V : D extends WholeFact ? number : string;

type Optional<T, K extends keyof T> = Omit<T, K | 'kind'> & Partial<Pick<T, K>>;
const yesOrNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The helpers keep each fact's own field, values and filters as types. */
export const yesNoFact = <const F extends string, const FS extends readonly SearchFilter[] = []>(
  fact: Optional<YesNoFact<F, FS>, 'show'>,
): YesNoFact<F, FS> => ({ kind: 'yesNo', show: yesOrNo, ...fact });
export const choiceFact = <const V extends string, const F extends string, const FS extends readonly SearchFilter[] = []>(
  fact: Optional<ChoiceFact<V, F, FS>, 'show'>,
): ChoiceFact<V, F, FS> => ({ kind: 'choice', show: (value) => fact.labels[value], ...fact });
export const wholeFact = <const F extends string, const FS extends readonly SearchFilter[] = []>(
  fact: Omit<WholeFact<F, FS>, 'kind'>,
): WholeFact<F, FS> => ({
  kind: 'whole',
  ...fact,
});
export const dateFact = <const F extends string, const FS extends readonly SearchFilter[] = []>(
  fact: Omit<DateFact<F, FS>, 'kind'>,
): DateFact<F, FS> => ({
  kind: 'date',
  ...fact,
});
export const codeFact = <const F extends string, const FS extends readonly SearchFilter[] = []>(
  fact: Optional<CodeFact<F, FS>, 'show'>,
): CodeFact<F, FS> => ({ kind: 'code', show: (value) => value, ...fact });
