// Query keys of everything the tenancy screens read. Every tenancy write invalidates `tenancyKeys.all`
// (My homes, the tenancy, its statement), so both lists and the open page refetch.
export const tenancyKeys = {
  all: ['tenancies'] as const,
  myHomes: (userId: number) => [...tenancyKeys.all, 'mine', userId] as const,
  detail: (id: number) => [...tenancyKeys.all, 'detail', id] as const,
  statement: (id: number, year: number) => [...tenancyKeys.all, 'statement', id, year] as const,
};
