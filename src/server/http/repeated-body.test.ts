// The repeated-body shortcut leans on two libraries' exact behaviour: Fastify hands the validator the
// value the JSON parser made, and fastify-type-provider-zod's validator answers `{ value }` for a
// valid body. These run the real ones, so an upgrade that changes either fails here instead of
// leaving every search parsed and validated again without a word.
import Fastify, { type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { installJsonParser } from './json-body.ts';
import { RepeatedBodies } from './repeated-body.ts';

const app = Fastify();
const seen: unknown[] = [];
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(async (scope) => {
    const repeated = new RepeatedBodies(10, 2048);
    installJsonParser(scope, { repeated });
    scope.withTypeProvider<ZodTypeProvider>().post('/search', {
      schema: { body: z.object({ listingType: z.enum(['rent', 'sale']), page: z.number().int().default(0) }) },
      validatorCompiler: repeated.validatorFor,
      handler: async (request: FastifyRequest) => {
        seen.push(request.body);
        return { ok: true };
      },
    });
  });
  await app.ready();
});
afterAll(() => app.close());

const send = (payload: string) => app.inject({ method: 'POST', url: '/search', headers: { 'content-type': 'application/json' }, payload });

describe('a search body sent again word for word', () => {
  it("is handed to the route as the value validation made of it the first time, frozen, with the schema's defaults", async () => {
    seen.length = 0;
    for (let i = 0; i < 3; i++) expect((await send('{"listingType":"rent"}')).statusCode).toBe(200);
    expect(seen[0]).toEqual({ listingType: 'rent', page: 0 });
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(Object.isFrozen(seen[0])).toBe(true);
    expect((await send('{"listingType":"sale"}')).statusCode).toBe(200);
    expect(seen[3]).not.toBe(seen[0]);
  });

  it('is refused again, with the same answer, when it was invalid', async () => {
    const first = await send('{"listingType":"lease"}');
    expect(first.statusCode).toBe(400);
    expect((await send('{"listingType":"lease"}')).json()).toEqual(first.json());
  });
});
