// Response serialisation: each route's zod response schema is turned into JSON Schema once, at
// start-up, and compiled by fast-json-stringify. Like zod's encoder it writes only the fields the
// schema names, so a column the schema leaves out (a password hash) can never leave the server;
// unlike it, it does not walk and re-check every value of every answer, which was the largest
// single cost of a page of listings (docs/decisions/0074-speed-pieces-weighed.md).
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isOn } from '../speed-pieces.ts';
import { withPublicPictureUrls } from './public-url.ts';

/** JSON Schema for `schema`'s output, or null when it holds something JSON Schema cannot say (a transform, a date). */
export function responseJsonSchema(schema: z.ZodType): object | null {
  try {
    // OpenAPI 3.0 writes a nullable field as `nullable: true`, which fast-json-stringify handles
    // directly; the `anyOf: [T, null]` of newer drafts would make it validate every value.
    return z.toJSONSchema(schema, { io: 'output', target: 'openapi-3.0', unrepresentable: 'throw' });
  } catch {
    return null;
  }
}

/** The app's serialiser; with PUBLIC_URL, picture paths go out absolute (public-url.ts). */
export function serializerCompilerFor(publicUrl: string | undefined): FastifySerializerCompiler<unknown> {
  const absolute = withPublicPictureUrls(publicUrl);
  return (route) => {
    const jsonSchema = isOn('fast-serializer') && route.schema instanceof z.ZodType ? responseJsonSchema(route.schema) : null;
    // Anything else keeps zod's own serialiser: slower, never wrong.
    const serialize = jsonSchema ? fastJson(jsonSchema) : zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    return publicUrl ? (data: unknown) => absolute(serialize(data as never) as string) : serialize;
  };
}
