// The map's base layer and, when the operator configured one, the PMTiles file it draws tiles from.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZEnvelope } from '#shared/contracts/envelope.ts';
import { ZMapBase, type TMapTiles } from '#shared/contracts/map.ts';
import type { MapTiles } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { baseLayers } from './base-layers.ts';
import { PMTILES_PATH, sendFileRange } from './file-range.ts';
import { readBaseLayer } from './queries.ts';

function tilesOf(tiles: MapTiles): TMapTiles {
  if (tiles.kind === 'own') return { kind: 'own' };
  return { kind: tiles.kind, url: tiles.kind === 'pmtiles' ? PMTILES_PATH : tiles.url, attribution: tiles.attribution };
}

export const mapRoutes: FastifyPluginAsyncZod<{ db: Db; tiles: MapTiles }> = async (app, { db, tiles }) => {
  app.get('/api/map/base', {
    schema: {
      tags: ['reference'],
      summary: "The map's base layer: localities at their centres, metro lines and stations, and where tiles come from",
      response: { 200: ZEnvelope(ZMapBase) },
    },
    handler: async () => ({ success: true as const, data: { ...(await readBaseLayer(db)), tiles: tilesOf(tiles) } }),
  });

  // Large reference data: not validated on the way out, kept by the browser for a day and revalidated by its ETag.
  app.get('/api/map/layers', {
    schema: {
      tags: ['reference'],
      summary: 'The light base layers (OpenStreetMap: GHMC boundary, zones, wards, parks, water, waterways, railways) as GeoJSON',
    },
    handler: (request, reply) => {
      const { body, etag } = baseLayers();
      reply.header('Cache-Control', 'public, max-age=86400').header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(body);
    },
  });

  if (tiles.kind === 'pmtiles') {
    const file = tiles.file;
    app.get(PMTILES_PATH, { schema: { hide: true } }, (request, reply) => sendFileRange(request, reply, file));
  }
};
