// Every URL the web app links to, built in one place (the spec's route table, docs/spec/product-spec.md).
export type ListingType = 'sale' | 'rent';

export const paths = {
  home: () => '/',
  /** A ready query string (the search page's own, commas kept readable) or parameters. */
  search: (params?: URLSearchParams | Record<string, string> | string) => {
    const query = typeof params === 'string' ? params : new URLSearchParams(params).toString();
    return query ? `/search?${query}` : '/search';
  },
  property: (id: number | string) => `/property/${id}`,
  editProperty: (id: number | string) => `/property/${id}/edit`,
  postProperty: () => '/post-property',
  propertyType: (listingType: ListingType, propertyType: string) => `/property-type/${listingType}/${encodeURIComponent(propertyType)}`,
  area: (areaName: string) => `/area/${encodeURIComponent(areaName)}`,
  myProperties: () => '/my-properties',
  dashboard: () => '/dashboard',
  myDeals: () => '/my-deals',
  deal: (id: number | string) => `/deals/${id}`,
  myRentals: () => '/my-rentals',
  buyerDeals: () => '/buyer-deals',
  sellerDeals: () => '/seller-deals',
  agentDashboard: () => '/agent-dashboard',
  adminDeals: () => '/admin-deals',
  adminAgents: () => '/admin-agents',
  adminUsers: () => '/admin-users',
  adminModeration: () => '/admin-moderation',
  rentalAgreement: () => '/rental-agreement',
  myAgreements: () => '/my-agreements',
  myHomes: () => '/my-homes',
  /** A tenancy's page, at one of its sections (terms by default). */
  tenancy: (id: number | string, section?: string) => (section ? `/tenancies/${id}?section=${section}` : `/tenancies/${id}`),
  account: () => '/account',
  forgotPassword: () => '/forgot-password',
  accountDeleted: () => '/account-deleted',
  ownerPlans: () => '/owner-plans',
  privacy: () => '/privacy',
  grievances: () => '/grievances',
  adminGrievances: () => '/admin-grievances',
} as const;
