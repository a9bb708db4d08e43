// A JSON body sent again, word for word, is not parsed and validated again (docs/performance.md).
// Searches repeat: everyone who opens a locality's page sends the same
// filters, and parsing plus validating them cost about a tenth of a kept search. The route's JSON
// parser (json-body.ts) hands over, for a text it has seen validated before, the value validation
// made of it then; the route's validator (`validatorFor`) recognises that value and lets it
// through. Nothing else is skipped: the body limit is applied to the bytes before the parser runs,
// the depth and key guard can only pass again for the same text, and a body that failed
// validation is never remembered, so it fails again with the same 400 naming the field.
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { countCacheLookup } from '../metrics/process-metrics.ts';

/** Deep-frozen: one value serves every request that sends its text, so no handler may change it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';

export class RepeatedBodies {
  /** Validated values by the text they were made from; the oldest forgotten first. */
  private readonly byText = new Map<string, object>();
  /** Bodies parsed but not yet validated, with their text. */
  private readonly pending = new WeakMap<object, string>();
  private readonly validated = new WeakSet<object>();

  /** `capacity` texts of at most `maxTextLength` characters each. */
  constructor(
    private readonly capacity: number,
    private readonly maxTextLength: number,
  ) {}

  /** The validated value made from this exact text before, if it is remembered. */
  known(text: string): object | undefined {
    const value = this.byText.get(text);
    countCacheLookup('repeatedBodies', value !== undefined);
    return value;
  }

  /** A body just parsed from `text`: remembered if validation accepts it. */
  parsed(body: unknown, text: string): void {
    if (isObject(body) && text.length <= this.maxTextLength) this.pending.set(body, text);
  }

  /** The route's validator: zod's, except for a body value it already accepted. */
  validatorFor = <S>(route: FastifyRouteSchemaDef<S>) => {
    // Each part's schema is a zod type (the app's validator compiler is zod's too).
    const validate = validatorCompiler(route as unknown as FastifyRouteSchemaDef<z.ZodType>);
    if (route.httpPart !== 'body') return validate;
    return (data: unknown) => {
      if (isObject(data) && this.validated.has(data)) return { value: data };
      const result = validate(data);
      const text = isObject(data) ? this.pending.get(data) : undefined;
      if (text !== undefined && typeof result === 'object' && 'value' in result && isObject(result.value)) {
        this.remember(text, deepFreeze(result.value));
      }
      return result;
    };
  };

  private remember(text: string, value: object): void {
    this.validated.add(value);
    this.byText.delete(text);
    this.byText.set(text, value);
    const oldest = this.byText.keys().next();
    if (this.byText.size > this.capacity && !oldest.done) this.byText.delete(oldest.value);
  }
}
