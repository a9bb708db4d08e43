// Absolute URLs for clients served from elsewhere (a partner site, a mobile app's web view): with
// PUBLIC_URL set, the stored picture paths in every JSON answer go out as PUBLIC_URL + path. Done on
// the serialised text, in the one serialiser every route (and every answer cache) goes through, so
// no presenter or cache needs to know. Only whole JSON strings that are a stored picture's path
// change; picture files are content-addressed WebP names, so nothing else looks like one.
const PICTURE_PATH = /"(\/uploads\/images\/[0-9a-f]{32}(?:-thumb)?\.webp)"/g;

export function withPublicPictureUrls(publicUrl: string | undefined): (json: string) => string {
  if (!publicUrl) return (json) => json;
  return (json) => json.replace(PICTURE_PATH, (_, path: string) => `"${publicUrl}${path}"`);
}

/** A picture URL as a client may send it back: PUBLIC_URL's own absolute URLs are read as the stored path. */
export function storedPicturePath(publicUrl: string | undefined, url: string): string {
  return publicUrl && url.startsWith(`${publicUrl}/uploads/`) ? url.slice(publicUrl.length) : url;
}
