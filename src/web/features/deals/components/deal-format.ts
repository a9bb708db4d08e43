// Dates as DD/MM/YYYY in India's calendar (DESIGN.md), and phones that a USER viewer never gets.
import { indiaDateOf } from '../../../../shared/india-date.ts';

/** A YYYY-MM-DD calendar date or an ISO instant, as DD/MM/YYYY; '—' when missing. */
export function formatDealDate(value: string | null | undefined): string {
  if (!value) return '—';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : indiaDateOf(new Date(value));
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

/** The server sends null phones to USER viewers (spec section 2: phones hidden). */
export const phoneText = (phone: string | null | undefined) => phone || 'N/A';
