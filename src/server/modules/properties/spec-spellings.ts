// The spec's client posts and edits a listing as it reads one (spec section 3, Property): one
// `imageUrl`, the area as an object ({ id } or { areaId }), the type as an object ({ propertyTypeId })
// or as its name (`propertyType` or `type`, text or { typeName }). Before validation these are read
// as Gruha's own fields (imageUrls, areaId, propertyTypeId) wherever those are not sent, so both
// spellings are checked by the one request schema. Everything else the spec's client sends and a
// poster may not set (user, status, isFeatured, ...) is dropped by that schema.
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { propertyTypes } from '#server/db/schema.ts';

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body => typeof value === 'object' && value !== null && !Array.isArray(value);
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The gallery for a body with one `imageUrl`: that picture first, then any others an answer's `images` listed. */
function galleryOf(body: Body): string[] {
  const primary = body.imageUrl as string;
  const images = Array.isArray(body.images) ? body.images.filter(isObject) : [];
  const others = images.filter((image) => !image.isPrimary && typeof image.url === 'string').map((image) => image.url as string);
  return [primary, ...others.filter((url) => url !== primary)];
}

function areaIdOf(area: unknown): unknown {
  if (isObject(area)) return area.areaId ?? area.id;
  return typeof area === 'number' ? area : undefined;
}

/** The type as the body names it: an id, or a name to look up. */
function typeOf(body: Body): { id?: unknown; name?: string } {
  for (const value of [body.propertyType, body.type]) {
    if (isObject(value)) {
      if (given(value.propertyTypeId ?? value.id)) return { id: value.propertyTypeId ?? value.id };
      if (typeof value.typeName === 'string' && value.typeName.length <= 40) return { name: value.typeName };
    }
    // A type name is at most a few words; longer text names nothing.
    if (typeof value === 'string' && value.trim() && value.length <= 40) return { name: value.trim() };
  }
  return {};
}

async function typeIdByName(db: Db, name: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: propertyTypes.id })
    .from(propertyTypes)
    .where(sql`lower(${propertyTypes.name}) = lower(${name})`)
    .limit(1);
  return row?.id;
}

/** A preValidation hook for POST and PUT /api/properties. A type name that names nothing is left unresolved (a field error). */
export function readSpecSpellings(db: Db) {
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (!isObject(body)) return;
    if (!given(body.imageUrls) && typeof body.imageUrl === 'string' && body.imageUrl.trim()) body.imageUrls = galleryOf(body);
    if (!given(body.areaId) && given(areaIdOf(body.area))) body.areaId = areaIdOf(body.area);
    if (!given(body.propertyTypeId)) {
      const type = typeOf(body);
      const id = type.name === undefined ? type.id : await typeIdByName(db, type.name);
      if (given(id)) body.propertyTypeId = id;
    }
  };
}
