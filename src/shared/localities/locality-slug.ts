// A locality's address on the site (/localities/hitec-city): its name in lower case, words joined by
// hyphens. The server's lookup (localities/queries.ts) builds the same text in SQL.
export const LOCALITY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function localitySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const localityPath = (name: string) => `/localities/${localitySlug(name)}`;
