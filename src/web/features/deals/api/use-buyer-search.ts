// Finding a deal's buyer by their 10-digit mobile number, for the Create Deal dialog and the property
// page's Deal Management box, each with the spec's own texts (section 2).
import { useRef, useState } from 'react';
import { DEAL_MESSAGES } from '#shared/deal-stages.ts';
import { ApiError } from '#web/lib/api-client.ts';
import type { BuyerSummary } from '../components/create-deal-types.ts';
import { searchBuyer } from './search-buyer.ts';

type SearchTexts = { notFound: string; invalidPhone: string; failed: string };

export const BUYER_SEARCH_TEXTS = {
  dialog: { notFound: DEAL_MESSAGES.buyerNotFound, invalidPhone: DEAL_MESSAGES.buyerPhoneInvalidModal, failed: DEAL_MESSAGES.buyerSearchError },
  propertyPage: {
    notFound: DEAL_MESSAGES.buyerNotFoundPropertyPage,
    invalidPhone: DEAL_MESSAGES.buyerPhoneInvalidPropertyPage,
    failed: DEAL_MESSAGES.buyerSearchErrorPropertyPage,
  },
} satisfies Record<string, SearchTexts>;

function failureText(error: unknown, texts: SearchTexts) {
  if (error instanceof ApiError && error.status === 404) return texts.notFound;
  if (error instanceof ApiError && error.status === 400) return texts.invalidPhone;
  return texts.failed;
}

/** `search(phone)` answers the buyer, or null with `error` set; only the latest search may answer. */
export function useBuyerSearch(texts: SearchTexts) {
  const [error, setError] = useState<string | null>(null);
  const [isSearching, setIsSearching] = useState(false);
  // Typing on makes an older answer stale.
  const latest = useRef(0);

  async function search(phone: string): Promise<BuyerSummary | null> {
    if (phone.length !== 10) {
      setError(texts.invalidPhone);
      return null;
    }
    const ticket = ++latest.current;
    setIsSearching(true);
    setError(null);
    try {
      const user = await searchBuyer(phone);
      if (ticket !== latest.current) return null;
      return { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), phone: user.mobileNumber ?? phone };
    } catch (failure) {
      if (ticket === latest.current) setError(failureText(failure, texts));
      return null;
    } finally {
      if (ticket === latest.current) setIsSearching(false);
    }
  }

  return { search, error, clearError: () => setError(null), isSearching };
}
