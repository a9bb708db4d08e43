// /robots.txt: crawlers may read the listings and their pages, not the API or anyone's account,
// agent or admin screens (those need a sign-in and say nothing to a crawler).
const PRIVATE_PATHS = [
  '/api/',
  '/my-properties',
  '/dashboard',
  '/my-deals',
  '/buyer-deals',
  '/seller-deals',
  '/my-rentals',
  '/shortlist',
  '/account',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/saved-searches/',
  '/my-agreements',
  '/my-homes',
  '/tenancies/',
  '/agent-dashboard',
  '/admin-',
];

export const robotsTxt = (origin: string) =>
  ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
