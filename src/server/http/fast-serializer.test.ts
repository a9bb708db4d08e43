import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompilerFor } from './fast-serializer.ts';

const ZCard = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  bedrooms: z.number().int().nullable(),
  furnishing: z.enum(['furnished', 'semi', 'unfurnished']).optional(),
  pictures: z.array(z.object({ url: z.string(), isCover: z.boolean() })),
});
const ZPage = z.object({ items: z.array(ZCard), total: z.number().int(), isTotalCapped: z.boolean() });

const page = {
  items: [
    {
      id: 1,
      title: '2 BHK "near" metro \u2028 Gachibowli',
      price: 42_000.5,
      bedrooms: null,
      pictures: [{ url: '/uploads/images/a.webp', isCover: true, hidden: 'x' }],
      passwordHash: 'never sent',
    },
    { id: 2, title: 'Villa', price: 9_500_000, bedrooms: 4, furnishing: 'semi', pictures: [] },
  ],
  total: 2,
  isTotalCapped: false,
  internal: { note: 'not in the schema' },
};

/** What a route with `ZPage` as its answer sends for `page`, with the given serialiser compiler. */
async function sent(compiler: typeof serializerCompiler | ReturnType<typeof serializerCompilerFor>): Promise<string> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiler as typeof serializerCompiler);
  app.get('/page', { schema: { response: { 200: ZPage } } }, () => page as never);
  const response = await app.inject({ method: 'GET', url: '/page' });
  await app.close();
  return response.body;
}

describe('answers written from the JSON Schema of their zod schema', () => {
  it("send what fastify-type-provider-zod's own serialiser sends: only the schema's fields", async () => {
    const fast = await sent(serializerCompilerFor(undefined));
    expect(JSON.parse(fast)).toEqual(JSON.parse(await sent(serializerCompiler)));
    expect(fast).not.toContain('never sent');
    expect(fast).not.toContain('hidden');
    expect(fast).not.toContain('internal');
  });

  it('with PUBLIC_URL, send stored picture paths absolute', async () => {
    const stored = { ...page, items: [{ ...page.items[1]!, pictures: [{ url: `/uploads/images/${'a'.repeat(32)}.webp`, isCover: true }] }] };
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setSerializerCompiler(serializerCompilerFor('https://homes.example'));
    app.get('/page', { schema: { response: { 200: ZPage } } }, () => stored as never);
    const body = (await app.inject({ method: 'GET', url: '/page' })).json<z.infer<typeof ZPage>>();
    await app.close();
    expect(body.items[0]!.pictures[0]!.url).toBe(`https://homes.example/uploads/images/${'a'.repeat(32)}.webp`);
  });
});
