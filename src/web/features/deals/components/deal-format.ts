// Dates as DD/MM/YYYY in India's calendar, and phones that a USER viewer never gets.
import { formatDate } from '#shared/format-date.ts';

/** A YYYY-MM-DD calendar date or an ISO instant, as DD/MM/YYYY; '—' when missing. */
export const formatDealDate = (value: string | null | undefined): string => formatDate(value) ?? '—';

/** The server sends null phones to USER viewers (spec section 2: phones hidden). */
export const phoneText = (phone: string | null | undefined) => phone || 'N/A';
