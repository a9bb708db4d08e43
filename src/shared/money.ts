// Rupee amounts the Indian way (spec sections 4 and 9): 12,34,567 grouping and lakh and crore
// abbreviations (the amounts in words are money-words.ts).
export const LAKH = 100_000;
export const CRORE = 10_000_000;

/** 1234567 → '12,34,567' (the last three digits, then pairs). */
export function formatIndianNumber(value: number): string {
  const [whole = '', fraction] = Math.abs(value).toString().split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = rest ? `${rest},${lastThree}` : lastThree;
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

export const formatRupees = (value: number) => `₹${formatIndianNumber(value)}`;

const trimmed = (value: number) => String(Math.round(value * 100) / 100);

/** A budget as the search filters name it: '₹1.5 Crore', '₹75 Lakh', '₹40,000'. */
export function budgetLabel(rupees: number): string {
  if (rupees >= CRORE) return `₹${trimmed(rupees / CRORE)} Crore`;
  if (rupees >= LAKH) return `₹${trimmed(rupees / LAKH)} Lakh`;
  return formatRupees(rupees);
}

/**
 * An amount read back as it is typed, in figures and in lakh or crore: '₹45,00,000 · 45 Lakh',
 * '₹1,25,60,000 · 1.26 Crore', '₹45,000 · 45 Thousand'. The figures are exact, the words rounded.
 */
export function typedAmountText(rupees: number): string {
  const figures = formatRupees(rupees);
  if (rupees >= CRORE) return `${figures} · ${trimmed(rupees / CRORE)} Crore`;
  if (rupees >= LAKH) return `${figures} · ${trimmed(rupees / LAKH)} Lakh`;
  if (rupees >= 1000) return `${figures} · ${trimmed(rupees / 1000)} Thousand`;
  return figures;
}

const twoDecimals = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);

/**
 * Card price (spec section 4, Price display on cards): '₹1.25 Cr', '₹45.00 Lac', '₹38.5 K' or the plain
 * number. Thousands keep one decimal: a rent of ₹38,500 shown as '₹38 K' read as a thousand less.
 */
export function formatPriceShort(price: number | null | undefined, priceDisplay?: string | null): string {
  if (price === null || price === undefined || !Number.isFinite(price) || price <= 0) {
    return priceDisplay || 'Price on request';
  }
  if (price >= CRORE) return `₹${twoDecimals(price / CRORE)} Cr`;
  if (price >= LAKH) return `₹${twoDecimals(price / LAKH)} Lac`;
  if (price >= 1000) return `₹${Math.floor(price / 100) / 10} K`;
  return `₹${price}`;
}

/** The stored priceDisplay text (spec section 3): 'x.xx Cr', 'x.xx Lac' or the Indian-format figure. */
export function priceDisplayText(price: number): string {
  if (price >= CRORE) return `${twoDecimals(price / CRORE)} Cr`;
  if (price >= LAKH) return `${twoDecimals(price / LAKH)} Lac`;
  return formatIndianNumber(price);
}
