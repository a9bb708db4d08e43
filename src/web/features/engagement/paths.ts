// The URLs of the shortlist, account, saved search and compare pages, beside app/paths.ts.
export const engagementPaths = {
  shortlist: () => '/shortlist',
  account: () => '/account',
  savedSearch: (id: number | string) => `/saved-searches/${id}`,
  compare: (ids?: number[]) => (ids?.length ? `/compare?ids=${ids.join(',')}` : '/compare'),
} as const;
