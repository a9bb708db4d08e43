// Query keys of everything listings read. Writes (post, edit, delete) invalidate `listingKeys.all`
// so every list and detail that could show the changed listing refetches.
import type { TSearchRequest } from '#shared/contracts/property.ts';

export const listingKeys = {
  all: ['properties'] as const,
  featured: () => [...listingKeys.all, 'featured'] as const,
  stats: () => [...listingKeys.all, 'stats'] as const,
  search: (request: TSearchRequest) => [...listingKeys.all, 'search', request] as const,
  pins: (request: TSearchRequest) => [...listingKeys.all, 'pins', request] as const,
  suggestions: (request: TSearchRequest) => [...listingKeys.all, 'suggestions', request] as const,
  similar: (id: number) => [...listingKeys.all, 'similar', id] as const,
  priceInsight: (id: number) => [...listingKeys.all, 'price-insight', id] as const,
  detail: (id: number) => [...listingKeys.all, 'detail', id] as const,
  byUser: (userId: number) => [...listingKeys.all, 'user', userId] as const,
  contact: (id: number) => [...listingKeys.all, 'contact', id] as const,
  posterTrust: (id: number) => [...listingKeys.all, 'poster-trust', id] as const,
  moderationHistory: (id: number) => [...listingKeys.all, 'moderation-history', id] as const,
};

export const referenceKeys = {
  propertyTypes: () => ['property-types'] as const,
  mapBase: () => ['map-base'] as const,
};
