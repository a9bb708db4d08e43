// The answers a server-rendered first view shows, one for each call the web names
// (src/web/app/first-view.ts): each is made by the service its API route calls, with the route's
// validation, and written by the route's response serialiser, so the page holds what the API answers
// to the same call. Pages are rendered for a visitor who is not signed in.
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ZMarketStats } from '#shared/contracts/stats.ts';
import { ZProperty, ZPropertyCard, ZSearchRequest, ZSearchResponse, toPropertyCard, type TSearchResponse } from '#shared/contracts/property.ts';
import { ZArea, ZPropertyType } from '#shared/contracts/reference.ts';
import type { FirstViewCall } from '#web/entry-server.tsx';
import type { Db } from '../db/client.ts';
import { dayOfVersion } from '../cache/listings-version.ts';
import { AppError } from '../http/app-error.ts';
import { serializerCompilerFor } from '../http/fast-serializer.ts';
import { SMALL_BODY } from '../http/json-body.ts';
import { listAreas, listPropertyTypes } from '../modules/areas/queries.ts';
import { ZAreasQuery } from '../modules/areas/routes.ts';
import { admitViewer, listFeaturedProperties, readListing, searchProperties } from '../modules/properties/find-properties.ts';
import { ZPropertyIdParams } from '../modules/properties/route-schemas.ts';
import { marketStats } from '../modules/stats/queries.ts';
import { privacyContact } from '../modules/privacy/contact.ts';
import type { TGrievanceOfficer } from '#shared/contracts/privacy.ts';

/**
 * The API would refuse the call (a missing listing, a search with a bad filter): the page is left to
 * the app, which says why. Such a page is kept like any other; a failure (5xx) is not.
 */
export class RefusedCall extends Error {}

export type AnswerCall = (call: FirstViewCall) => Promise<unknown>;

/** `schema`'s input, or the refusal the route would answer (400). */
function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw new RefusedCall(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

/** The answerer of every first-view call, for the app's services and its kept listings. */
type Deps = { db: Db; publicUrl: string | undefined; grievanceOfficer: TGrievanceOfficer };

export function firstViewCalls(app: FastifyInstance, { db, publicUrl, grievanceOfficer }: Deps): AnswerCall {
  const context = { db, kept: app.listings };
  const { versions } = app.listings;
  const compile = serializerCompilerFor(publicUrl);
  // What the route's serialiser writes, read back: only the schema's fields, pictures' URLs as sent.
  const asSent = <S extends z.ZodType>(schema: S) => {
    const serialize = compile({ schema, method: 'GET', url: '', httpStatus: '200' });
    return (data: z.input<S>) => JSON.parse(serialize(data)) as z.output<S>;
  };
  const property = asSent(ZProperty);
  const cards = asSent(ZPropertyCard.array());
  const searchPage = asSent(ZSearchResponse);
  const stats = asSent(ZMarketStats);
  const areas = asSent(ZArea.array());
  const propertyTypes = asSent(ZPropertyType.array());

  const answer = async (call: FirstViewCall): Promise<unknown> => {
    switch (call.call) {
      case 'property': {
        const { id } = validated(ZPropertyIdParams, { id: call.id });
        const version = await versions.read();
        const { data, facts } = await readListing(db, id, dayOfVersion(version));
        admitViewer(null, facts);
        return property(data);
      }
      case 'search': {
        // JSON.stringify(undefined) is undefined, whatever its type says.
        // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
        if ((JSON.stringify(call.request) ?? '').length > SMALL_BODY.search) throw new RefusedCall('Search too large');
        const filters = validated(ZSearchRequest, call.request ?? {});
        const version = await versions.read();
        const page: TSearchResponse = searchPage({ success: true, ...(await searchProperties(context, filters, version)) });
        return { ...page, data: page.data.map(toPropertyCard) };
      }
      case 'featured': {
        const version = await versions.read();
        return cards(await listFeaturedProperties(db, dayOfVersion(version)));
      }
      case 'stats':
        return stats(await marketStats(context, await versions.read()));
      case 'areas':
        return areas(await listAreas(db, validated(ZAreasQuery, { city: call.city }).city));
      case 'propertyTypes':
        return propertyTypes(await listPropertyTypes(db));
      case 'privacyContact':
        return privacyContact(grievanceOfficer);
    }
  };
  return async (call) => {
    try {
      return await answer(call);
    } catch (error) {
      // What the API answers with a 4xx (app-error.ts) is a refusal; anything else a failure.
      if (error instanceof AppError && error.status < 500) throw new RefusedCall(error.message);
      throw error;
    }
  };
}
