// Enum-like inputs that clients send in any case: the spec's search page sends sortOrder 'DESC',
// its menus listingType 'SALE', callers userRole 'buyer'. Matched ignoring case (and surrounding
// spaces), answered and stored as the one canonical spelling; anything else is refused with `message`.
import { z } from '../zod.ts';

type Choices = readonly [string, ...string[]];

/** `text` in the spelling of the value it names ignoring case, else unchanged (and then refused). */
function canonicalOf(values: Choices) {
  const byLowerCase = new Map<string, string>(values.map((value) => [value.toLowerCase(), value]));
  return (text: string): string => byLowerCase.get(text.toLowerCase()) ?? text;
}

/** One of `values`, in any case ('DESC', 'desc', 'Desc' are 'desc'; 'CREATEDAT' is 'createdAt'). */
export function anyCase<const T extends Choices>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .overwrite(canonicalOf(values))
    .pipe(z.enum(values, { error: message }))
    .describe(`One of ${values.join(', ')}, in any case`);
}

/** An optional filter: like anyCase, and an empty choice ('' or null) is no filter (null). */
export function anyCaseFilter<const T extends Choices>(values: T, message: string) {
  return z
    .string({ error: message })
    .trim()
    .overwrite(canonicalOf(values))
    .pipe(z.union([z.literal(''), z.enum(values)], { error: message }))
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .describe(`One of ${values.join(', ')}, in any case; empty or null for no filter`);
}
