// What search engines and link previews read for listing pages: each property,
// listing-type and area page gets its own title, description and schema.org JSON-LD.
// Unknown pages answer 404 with a generic, noindex head; the web app then shows its own message.
import { ZSearchRequest, type TProperty } from '#shared/contracts/property.ts';
import { DEFAULT_CITY } from '#shared/contracts/reference.ts';
import { notListedLine } from '#shared/listing-lifecycle.ts';
import { formatPriceShort } from '#shared/money.ts';
import { totalOf, type SearchTotal } from '#shared/search-total.ts';
import type { KeptContext } from './kept-listings.ts';
import type { PageHead } from '#server/plugins/page-head.ts';
import { summarize } from '#server/plugins/page-head.ts';
import { searchProperties } from './find-properties.ts';
import { findAreasNamed, findPropertyTypeName } from './page-meta-queries.ts';

/** 410: a listing no longer listed (rented out, sold, hidden, closed): its page still shows, saying so, but search engines drop it. */
export type PageMeta = { status: 200 | 404 | 410; head: PageHead };

const SITE = 'Gruha';
const LIST_ITEMS = 20;

const notFoundPage = (what: string): PageMeta => ({
  status: 404,
  head: { title: `${what} not found | ${SITE}`, description: `Homes for sale and rent in ${DEFAULT_CITY} on ${SITE}.`, isNoindex: true },
});

/** schema.org has no type for every kind of listing; these are the nearest. */
const schemaTypeOf: Record<string, string> = {
  Apartment: 'Apartment',
  Penthouse: 'Apartment',
  Studio: 'Apartment',
  Villa: 'House',
  House: 'SingleFamilyResidence',
  Duplex: 'House',
  Plot: 'Place',
  Commercial: 'Place',
};

const forWhat = (listingType: 'sale' | 'rent') => (listingType === 'rent' ? 'for Rent' : 'for Sale');
const priceText = (p: TProperty) => `${formatPriceShort(p.price, p.priceDisplay)}${p.listingType === 'rent' ? '/month' : ''}`;

/** A picture's address: the API already answers absolute ones when PUBLIC_URL is set (http/public-url.ts). */
const absolute = (url: string, origin: string) => (/^https?:\/\//.test(url) ? url : `${origin}${url}`);

function propertyJsonLd(p: TProperty, url: string, origin: string) {
  const images = p.images.map((image) => absolute(image.url, origin));
  const place = {
    '@type': schemaTypeOf[p.type] ?? 'Accommodation',
    name: p.title,
    ...(p.bedrooms > 0 ? { numberOfBedrooms: p.bedrooms } : {}),
    ...(p.bathrooms > 0 ? { numberOfBathroomsTotal: p.bathrooms } : {}),
    ...(p.areaSqft ? { floorSize: { '@type': 'QuantitativeValue', value: p.areaSqft, unitCode: 'FTK' } } : {}),
    address: {
      '@type': 'PostalAddress',
      ...(p.address ? { streetAddress: p.address } : {}),
      addressLocality: p.areaName,
      ...(p.city === DEFAULT_CITY ? { addressRegion: 'Telangana' } : {}),
      ...(p.pincode ? { postalCode: p.pincode } : {}),
      addressCountry: 'IN',
    },
    ...(p.amenities
      ? { amenityFeature: p.amenities.split(',').map((name) => ({ '@type': 'LocationFeatureSpecification', name: name.trim(), value: true })) }
      : {}),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: p.title,
    description: p.description,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    datePosted: p.createdAt,
    offers: {
      '@type': 'Offer',
      price: p.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      ...(p.listingType === 'rent'
        ? { priceSpecification: { '@type': 'UnitPriceSpecification', price: p.price, priceCurrency: 'INR', unitText: 'MONTH' } }
        : {}),
    },
    about: place,
  };
}

/**
 * A property page's head, from the listing as the API answers an anonymous visitor (the same answer
 * the page's first view shows: src/server/plugins/web.ts loads it once for both), or undefined when
 * the API refused it (missing, withdrawn, or hidden from visitors).
 */
export function propertyPageMeta(p: TProperty | undefined, origin: string): PageMeta {
  if (!p) return notFoundPage('Property');
  const url = `${origin}/property/${p.id}`;
  const rooms = [p.bedrooms > 0 ? `${p.bedrooms} bed` : '', p.bathrooms > 0 ? `${p.bathrooms} bath` : '', p.areaSqft ? `${p.areaSqft} sqft` : '']
    .filter(Boolean)
    .join(', ');
  const lead = `${p.type} ${forWhat(p.listingType).toLowerCase()} in ${p.areaName}, ${p.city}: ${priceText(p)}${rooms ? `, ${rooms}` : ''}.`;
  const gone = notListedLine(p.status);
  if (gone)
    return {
      status: 410,
      head: { title: `${p.title} — no longer listed | ${SITE}`, description: summarize(`${gone} ${lead}`), url, isNoindex: true },
    };
  return {
    status: 200,
    head: {
      title: `${p.title} — ${priceText(p)} | ${SITE}`,
      description: summarize(`${lead} ${p.description}`),
      url,
      imageUrl: p.imageUrl ? absolute(p.imageUrl, origin) : undefined,
      jsonLd: propertyJsonLd(p, url, origin),
    },
  };
}

function itemListJsonLd(name: string, url: string, total: SearchTotal, items: TProperty[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    url,
    // A total the search stopped counting is no number of items.
    ...(total.isTotalCapped ? {} : { numberOfItems: total.totalElements }),
    itemListElement: items.map((p, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      url: `${origin}/property/${p.id}`,
      name: p.title,
    })),
  };
}

async function listingPage(
  context: KeptContext,
  options: { title: string; path: string; blurb: (total: SearchTotal) => string; filters: object; origin: string },
): Promise<PageMeta> {
  const { data, ...total } = await searchProperties(context, ZSearchRequest.parse({ ...options.filters, size: LIST_ITEMS }));
  const url = `${options.origin}${options.path}`;
  const withPicture = data.find((p) => p.imageUrl);
  return {
    status: 200,
    head: {
      title: `${options.title} | ${SITE}`,
      description: summarize(options.blurb(total)),
      url,
      imageUrl: withPicture?.imageUrl ? absolute(withPicture.imageUrl, options.origin) : undefined,
      jsonLd: itemListJsonLd(options.title, url, total, data, options.origin),
    },
  };
}

const listings = (total: SearchTotal) => totalOf(total, 'listing', 'listings');

/** /property-type/{listingType}/{propertyType}: '{Type} for Sale' or '{Type} for Rent' (spec section 2). */
export async function propertyTypePageMeta(context: KeptContext, listingType: string, typeName: string, origin: string): Promise<PageMeta> {
  const listing = listingType.toLowerCase();
  if (listing !== 'sale' && listing !== 'rent') return notFoundPage('Page');
  const type = await findPropertyTypeName(context.db, typeName);
  if (!type) return notFoundPage('Page');
  const title = `${type} ${forWhat(listing)} in ${DEFAULT_CITY}`;
  return listingPage(context, {
    title,
    // Canonical: one address per page whatever spelling led here ('apartments', 'APARTMENT').
    path: `/property-type/${listing}/${encodeURIComponent(type)}`,
    filters: { listingType: listing, propertyType: type },
    blurb: (total) =>
      `${listings(total)}: ${type.toLowerCase()} homes ${forWhat(listing).toLowerCase()} in ${DEFAULT_CITY} on ${SITE}. No broker's commission, verified listings, agents who handle the paperwork.`,
    origin,
  });
}

/** /area/{areaName}: 'Properties in {Area}'; a part of a name finds the area, as the listing page does. */
export async function areaPageMeta(context: KeptContext, areaName: string, origin: string): Promise<PageMeta> {
  const name = areaName.trim();
  if (!name || name.length > 80) return notFoundPage('Area');
  const matches = await findAreasNamed(context.db, name, 2);
  const [first] = matches;
  if (!first) return notFoundPage('Area');
  const exact = first.name.toLowerCase() === name.toLowerCase() || matches.length === 1;
  const shown = exact ? first.name : name;
  const city = first.city;
  return listingPage(context, {
    title: `Properties in ${shown}, ${city}`,
    path: `/area/${encodeURIComponent(exact ? first.name : name)}`,
    filters: { area: name },
    blurb: (total) => `${listings(total)} in ${shown}, ${city}: flats, villas and houses for sale and rent on ${SITE}, no broker's commission.`,
    origin,
  });
}
