// The head of /localities/{key}: the locality's own title, or 404 with a noindex head for a key that
// names no locality, so an unknown address is not a soft 404 before the app has even loaded.
import { DEFAULT_CITY } from '#shared/contracts/reference.ts';
import { ZLocalityKey } from '#shared/contracts/locality.ts';
import type { Db } from '#server/db/client.ts';
import type { PageMeta } from '../properties/page-meta.ts';
import { findLocality } from './queries.ts';

export async function localityPageMeta(db: Db, rawKey: string): Promise<PageMeta> {
  const key = ZLocalityKey.safeParse(rawKey);
  const area = key.success ? await findLocality(db, key.data) : null;
  if (!area) {
    return {
      status: 404,
      head: { title: 'Locality not found | Gruha', description: `Homes for sale and rent in ${DEFAULT_CITY} on Gruha.`, isNoindex: true },
    };
  }
  return {
    status: 200,
    head: {
      title: `${area.name}: homes, rents and prices | Gruha`,
      description: `Homes for sale and rent in ${area.name}, ${area.city} ${area.pincode}: listings, and rents and prices by BHK, on Gruha.`,
    },
  };
}
