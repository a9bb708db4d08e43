// The property page's price insight in words: "8% below the Gachibowli median for 2 BHK
// apartments", from GET /api/properties/{id}/price-insight.
import { formatRupees } from '#shared/money.ts';
import type { TPriceInsight } from '#shared/contracts/discovery.ts';

const plural = (type: string) => {
  const word = type.toLowerCase();
  return word.endsWith('s') ? word : `${word}s`;
};

export function priceInsightText(insight: TPriceInsight): { headline: string; detail: string } {
  const kind = `${insight.bedrooms > 0 ? `${insight.bedrooms} BHK ` : ''}${plural(insight.propertyType)}`;
  const median = `the ${insight.areaName} median for ${kind}`;
  const percent = Math.round(Math.abs(insight.percentDiff));
  const headline = percent === 0 ? `At ${median}` : `${percent}% ${insight.percentDiff < 0 ? 'below' : 'above'} ${median}`;
  const what = insight.listingType === 'rent' ? 'Rent of' : 'Price of';
  const detail =
    `${what} ${formatRupees(Math.round(insight.pricePerSqft))}/sqft against a median of ` +
    `${formatRupees(Math.round(insight.medianPricePerSqft))}/sqft across ${insight.sampleSize} listings on Gruha`;
  return { headline, detail };
}
