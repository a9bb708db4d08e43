// Pictures a listing may show by link instead of by upload: https URLs on a host the operator lists
// in PICTURE_HOSTS (a picture host the client uploaded to). The server never fetches them; browsers
// load them, and the Content-Security-Policy allows those hosts as image sources.

/** Whether `url` is an https link to a picture on one of `hosts` (origins). */
export function isListedPictureLink(url: string, hosts: readonly string[]): boolean {
  if (hosts.length === 0) return false;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && !parsed.username && !parsed.password && hosts.includes(parsed.origin);
  } catch {
    return false;
  }
}

/** A stored picture's path ('/uploads/...'): a file of ours, which may be deleted once released. */
export const isStoredPicturePath = (url: string) => url.startsWith('/uploads/');
