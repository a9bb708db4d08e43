// What an email says, captured with its event (amounts and dates already in Indian formats, phone
// numbers only where the recipient may see them). Links are paths; layout.ts adds the site's address.
import { formatPriceShort } from '#shared/money.ts';

export type EmailListing = { title: string; subtitle: string; path: string };

export type EmailContent = {
  subject: string;
  heading: string;
  /** Paragraphs before the details. */
  intro: string[];
  /** Label and value lines, e.g. ['Agreed price', '₹85,00,000']. */
  facts?: [string, string][];
  listings?: EmailListing[];
  action: { label: string; path: string };
  /** A second choice beside the action (an "is it still available?" email's "Rented out"). */
  secondaryAction?: { label: string; path: string };
  /** Files sent with it (a visit's calendar invitation), as text. */
  attachments?: { filename: string; contentType: string; content: string }[];
};

/** Greeting name: the first name, as the app's header shows it. */
export const greeting = (firstName: string) => `Hello ${firstName},`;

type ListingFacts = {
  id: number;
  title: string;
  price: number;
  listingType: 'sale' | 'rent';
  bedrooms: number;
  areaName: string;
  areaSqft: number | null;
};

/** '2 BHK · ₹85.00 Lac · Gachibowli · 1,250 sq ft' in the cards' own formats. */
export function listingLine(listing: ListingFacts): EmailListing {
  const price = `${formatPriceShort(listing.price)}${listing.listingType === 'rent' ? ' / month' : ''}`;
  const parts = [listing.bedrooms > 0 ? `${listing.bedrooms} BHK` : null, price, listing.areaName];
  if (listing.areaSqft) parts.push(`${listing.areaSqft.toLocaleString('en-IN')} sq ft`);
  return { title: listing.title, subtitle: parts.filter(Boolean).join(' · '), path: `/property/${listing.id}` };
}
