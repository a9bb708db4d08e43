// The app's page routes (spec section 2 route table), shared by the router and the server: the
// server answers any other path with HTTP 404 and the app's not-found page. No React
// here, so the server can import it.
export const pageRoutes = {
  home: '/',
  search: '/search',
  property: '/property/:id',
  editProperty: '/property/:id/edit',
  postProperty: '/post-property',
  propertyType: '/property-type/:listingType/:propertyType',
  area: '/area/:areaName',
  myProperties: '/my-properties',
  dashboard: '/dashboard',
  myDeals: '/my-deals',
  deal: '/deals/:id',
  buyerDeals: '/buyer-deals',
  myRentals: '/my-rentals',
  sellerDeals: '/seller-deals',
  agentDashboard: '/agent-dashboard',
  adminDeals: '/admin-deals',
  adminAgents: '/admin-agents',
  adminUsers: '/admin-users',
  adminModeration: '/admin-moderation',
  rentalAgreement: '/rental-agreement',
  myAgreements: '/my-agreements',
  myHomes: '/my-homes',
  tenancy: '/tenancies/:id',
  shortlist: '/shortlist',
  account: '/account',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  accountDeleted: '/account-deleted',
  savedSearch: '/saved-searches/:id',
  compare: '/compare',
  inbox: '/inbox',
  conversation: '/inbox/:id',
  visits: '/visits',
  localities: '/localities',
  locality: '/localities/:slug',
  ownerPlans: '/owner-plans',
  privacy: '/privacy',
  grievances: '/grievances',
  adminGrievances: '/admin-grievances',
} as const;

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const patterns = Object.values(pageRoutes).map(segmentsOf);

/** Whether a path (without its query) is one of the app's pages; a trailing slash is allowed. */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname);
  return patterns.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]),
  );
}
