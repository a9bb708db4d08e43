// GET /api/privacy/notice: the grievance officer's contact (configuration on the server) and the
// notice's version, for the footer, the sign-up notice and the privacy and grievance pages.
import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: a value import from a contracts file puts zod into every page's first load.
import type { TPrivacyContact } from '#shared/contracts/privacy.ts';
import { apiGet } from './api-client.ts';

export const getPrivacyContact = (signal?: AbortSignal) => apiGet<TPrivacyContact>('/api/privacy/notice', signal);

/** Shared by the hook and the server's first views (app/first-view.ts). It changes with a deploy, not during a visit. */
export const privacyContactQuery = () =>
  queryOptions({ queryKey: ['privacy-contact'] as const, queryFn: ({ signal }) => getPrivacyContact(signal), staleTime: Infinity });

export const usePrivacyContact = () => useQuery(privacyContactQuery());
