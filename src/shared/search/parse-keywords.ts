// Search keywords as people type them ('2 bhk gachibowli under 40k', '3BHK villa Kondapur 2 cr',
// 'semi furnished flat for rent madhapur 25000'): the words that name a filter set it, and the rest
// is left for full-text relevance. Pure, so the web app can preview the chips the server will set
// (docs/search.md, "What a search accepts").
import { BHK_OR_MORE, type TFurnishing } from '../contracts/listing-facts.ts';
import { MAX_PRICE } from '../contracts/property.ts';
import { CRORE, LAKH } from '../money.ts';
import type { LocalityIndex } from './locality-names.ts';

/** Filters named by keywords, in the search request's own field names. */
export type KeywordFilters = {
  listingType?: 'sale' | 'rent';
  propertyTypes?: string[];
  areas?: string[];
  bedrooms?: number[];
  furnishing?: TFurnishing[];
  minPrice?: number;
  maxPrice?: number;
};
export type ParsedKeywords = { filters: KeywordFilters; remaining: string | null };

/** The spec's property types, used when the caller passes none. */
export const DEFAULT_TYPE_NAMES = ['Apartment', 'Villa', 'House', 'Plot', 'Commercial', 'Penthouse', 'Studio', 'Duplex'];

const TYPE_WORDS: Record<string, string> = {
  apartment: 'Apartment',
  apartments: 'Apartment',
  apt: 'Apartment',
  flat: 'Apartment',
  flats: 'Apartment',
  villa: 'Villa',
  villas: 'Villa',
  house: 'House',
  houses: 'House',
  plot: 'Plot',
  plots: 'Plot',
  land: 'Plot',
  commercial: 'Commercial',
  office: 'Commercial',
  offices: 'Commercial',
  shop: 'Commercial',
  shops: 'Commercial',
  penthouse: 'Penthouse',
  penthouses: 'Penthouse',
  studio: 'Studio',
  studios: 'Studio',
  duplex: 'Duplex',
  duplexes: 'Duplex',
};
/** Words that only qualify the type word after them ('independent house'). */
const TYPE_QUALIFIERS = new Set(['independent', 'individual']);

const RENT_WORDS = new Set(['rent', 'rental', 'rentals', 'renting', 'lease', 'tolet']);
const SALE_WORDS = new Set(['sale', 'buy', 'buying', 'purchase', 'resale']);
/** Words before a listing type that carry nothing else ('for rent', 'to buy', 'on lease'). */
const LISTING_LEADS = new Set(['for', 'to', 'on']);

const ROOM_WORDS = new Set(['bhk', 'bhks', 'bedroom', 'bedrooms', 'bed', 'beds']);
const UNITS: Record<string, number> = {
  k: 1000,
  thousand: 1000,
  l: LAKH,
  lac: LAKH,
  lacs: LAKH,
  lakh: LAKH,
  lakhs: LAKH,
  cr: CRORE,
  crs: CRORE,
  crore: CRORE,
  crores: CRORE,
};
const AT_MOST = new Set(['under', 'below', 'upto', 'max', 'maximum', 'within', 'less', 'budget', 'till', 'lessthan', 'cheaper', '<']);
const AT_LEAST = new Set(['above', 'over', 'min', 'minimum', 'atleast', 'more', 'from', 'starting', '>']);
const PER_MONTH = new Set(['pm', 'monthly', 'month', 'mo']);
/** Words around amounts that say nothing more ('rs 40,000', 'less than', 'per month'). */
const AMOUNT_GLUE = new Set(['rs', 'inr', 'rupees', 'than', 'per', 'of', 'is', 'price', 'rent', 'between']);

/** Connecting words a search's remaining text does without. */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'in',
  'at',
  'near',
  'nearby',
  'around',
  'close',
  'to',
  'for',
  'of',
  'with',
  'and',
  'on',
  'rs',
  'inr',
  'budget',
  'price',
  'i',
  'me',
  'want',
  'need',
  'looking',
  'show',
  'find',
  'property',
  'properties',
  'home',
  'homes',
  'bhk',
  'bhks',
  'bedroom',
  'bedrooms',
  'hyderabad',
  'per',
  'month',
  'pm',
]);

/** Rentals above this a month, or sales below this, are too rare to guess a listing type from. */
const RENT_AT_MOST = 2 * LAKH;
const SALE_AT_LEAST = 10 * LAKH;

type Token = { word: string; used: boolean };

/** Lower case, amounts and units apart ('40k' → '40 k'), ranges and '+' spelt out, hyphens and dots between letters dropped. */
function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/₹/g, ' rs ')
    .replace(/(\d),(?=\d)/g, '$1')
    .replace(/(\d)\s*\+/g, '$1 plus ')
    .replace(/(\d)\s*[-–]\s*(?=\d)/g, '$1 to ')
    .replace(/(\d)\s*\/\s*(?=\d)/g, '$1 or ')
    .replace(/\/\s*(month|mo|m)\b/g, ' per month')
    .replace(/\brs\.?(?=\d)/g, 'rs ')
    .replace(/(\d)(?!(?:st|nd|rd|th)\b)(?=[a-z])/g, '$1 ')
    .replace(/\b(k|l|lacs?|lakhs?|cr|crores?|thousand)\s*[-–]\s*(?=\d)/g, '$1 to ')
    .replace(/([a-z])[-.](?=[a-z])/g, '$1 ')
    .replace(/\bup to\b/g, 'upto')
    .replace(/\bat least\b/g, 'atleast')
    .replace(/\bto let\b/g, 'tolet');
}

/**
 * 'or' between two remaining words keeps its meaning ('teak or marble' finds either, as
 * websearch_to_tsquery reads it); an 'or' with no word on one side says nothing and goes.
 */
function keepAlternatives(words: string[]): string[] {
  return words.filter((w, i) => w !== 'or' || (i > 0 && i < words.length - 1 && words[i - 1] !== 'or' && words[i + 1] !== 'or'));
}

const isNumber = (word: string) => /^\d+(\.\d+)?$/.test(word);

/**
 * Sets `filters` from the keywords in `text`; `localities` indexes the localities a word may name
 * (built once per list of names: building it is most of a parse).
 */
export function parseKeywords(text: string, localities: LocalityIndex, typeNames: readonly string[] = DEFAULT_TYPE_NAMES): ParsedKeywords {
  const tokens: Token[] = normalise(text)
    .split(/[\s,;:!?()[\]{}]+/)
    .map((word) => word.replace(/\.+$/, ''))
    .filter(Boolean)
    .map((word) => ({ word, used: false }));
  const filters: KeywordFilters = {};
  const free = (i: number) => tokens[i]?.used === false;
  const word = (i: number) => (tokens[i]?.used === false ? tokens[i].word : '');
  const use = (...indexes: number[]) => indexes.forEach((i) => tokens[i] && (tokens[i].used = true));

  findLocalities(tokens, localities, filters);
  findFurnishing(tokens, word, use, filters);
  findBedrooms(tokens, word, use, filters);

  const kinds = new Set<'sale' | 'rent'>();
  const types = new Set<string>();
  const known = new Set(typeNames.map((name) => name.toLowerCase()));
  tokens.forEach(({ word: w }, i) => {
    if (!free(i)) return;
    const kind = RENT_WORDS.has(w) ? 'rent' : SALE_WORDS.has(w) ? 'sale' : null;
    if (kind) {
      kinds.add(kind);
      use(i);
      if (LISTING_LEADS.has(word(i - 1))) use(i - 1);
      return;
    }
    const type = TYPE_WORDS[w];
    if (type && known.has(type.toLowerCase())) {
      types.add(typeNames.find((name) => name.toLowerCase() === type.toLowerCase()) ?? type);
      use(i);
      if (TYPE_QUALIFIERS.has(word(i - 1))) use(i - 1);
    }
  });
  if (types.size > 0) filters.propertyTypes = [...types];

  const perMonth = findBudget(tokens, word, use, filters);
  if (kinds.size === 1) filters.listingType = [...kinds][0];
  else if (kinds.size === 0) {
    const amount = filters.maxPrice ?? filters.minPrice;
    if (perMonth || (amount != null && amount <= RENT_AT_MOST)) filters.listingType = 'rent';
    else if (amount != null && amount >= SALE_AT_LEAST) filters.listingType = 'sale';
  }

  const rest = keepAlternatives(tokens.filter((t) => !t.used && !FILLER.has(t.word)).map((t) => t.word));
  return { filters, remaining: rest.length > 0 ? rest.join(' ') : null };
}

/** Locality names of up to four words, longest first, with or without spaces. */
function findLocalities(tokens: Token[], index: LocalityIndex, filters: KeywordFilters) {
  const found: string[] = [];
  for (const [start, token] of tokens.entries()) {
    if (token.used || isNumber(token.word)) continue;
    for (let length = Math.min(4, tokens.length - start); length >= 1; length--) {
      const window = tokens.slice(start, start + length);
      if (window.some((t) => t.used)) continue;
      const locality = index.exact(window.map((t) => t.word).join(' '));
      if (!locality) continue;
      window.forEach((t) => (t.used = true));
      if (!found.includes(locality)) found.push(locality);
      break;
    }
  }
  if (found.length > 0) filters.areas = found;
}

type Word = (i: number) => string;
type Use = (...indexes: number[]) => void;

/** 'furnished' (fully), 'fully furnished', 'semi furnished', 'unfurnished', 'non furnished'. */
function findFurnishing(tokens: Token[], word: Word, use: Use, filters: KeywordFilters) {
  const found = new Set<TFurnishing>();
  tokens.forEach((_, i) => {
    const w = word(i);
    if (w === 'semifurnished') found.add('semi');
    else if (w === 'unfurnished') found.add('unfurnished');
    else if (w === 'fullyfurnished') found.add('fully');
    else if (w === 'furnished') {
      const before = word(i - 1);
      if (before === 'semi') found.add('semi');
      else if (['un', 'non', 'not'].includes(before)) found.add('unfurnished');
      else found.add('fully');
      if (['semi', 'un', 'non', 'not', 'fully', 'full'].includes(before)) use(i - 1);
    } else return;
    use(i);
  });
  if (found.size > 0) filters.furnishing = [...found];
}

/** A number of rooms: one or two digits, never an amount. */
const isRoomCount = (word: string) => /^\d{1,2}$/.test(word);

/** '2 bhk', '3BHK', '2 or 3 bhk', '2/3 bhk', '2-3 bhk', '3+ bhk', '4 bedrooms'; 4 and above is 4+. */
function findBedrooms(tokens: Token[], word: Word, use: Use, filters: KeywordFilters) {
  const found = new Set<number>();
  tokens.forEach((_, i) => {
    if (!ROOM_WORDS.has(word(i))) return;
    let start = i;
    while (start > 0 && (isRoomCount(word(start - 1)) || ['or', 'and', 'to', 'plus'].includes(word(start - 1)))) start--;
    while (start < i && !isRoomCount(word(start))) start++;
    if (start === i) return;
    const part = tokens.slice(start, i).map((t) => t.word);
    part.forEach((w, k) => {
      if (!isRoomCount(w) || w === '0') return;
      const n = Number(w);
      const next = part[k + 1];
      const upTo = next === 'plus' ? BHK_OR_MORE : next === 'to' && isRoomCount(part[k + 2] ?? '') ? Number(part[k + 2]) : n;
      for (let rooms = n; rooms <= Math.max(upTo, n); rooms++) {
        found.add(Math.min(rooms, BHK_OR_MORE));
        if (rooms >= BHK_OR_MORE) break;
      }
    });
    for (let k = start; k <= i; k++) use(k);
  });
  if (found.size > 0) filters.bedrooms = [...found].sort((a, b) => a - b);
}

type Amount = { value: number; start: number; end: number };

/**
 * Amounts ('40k', '1.5 crore', '80 lakh', '25000', '₹40,000') with what bounds them: 'under'/'below'/
 * 'upto'/'max' an upper bound, 'above'/'from'/'min' a lower one, 'A to B' or 'between A and B' both; a
 * bare amount is a budget, the upper bound. Answers whether an amount was a month's ('per month', '/month').
 */
function findBudget(tokens: Token[], word: Word, use: Use, filters: KeywordFilters): boolean {
  const amounts: Amount[] = [];
  let perMonth = false;
  for (let i = 0; i < tokens.length; i++) {
    const w = word(i);
    if (!isNumber(w)) continue;
    const n = Number(w);
    let unit = UNITS[word(i + 1)];
    // '50 to 80 lakh': the first amount takes the second's unit.
    if (!unit && ['to', 'and'].includes(word(i + 1)) && isNumber(word(i + 2))) unit = UNITS[word(i + 3)];
    // Whole rupees within what a listing can cost, as the price filters are: '99999999999999 crore'
    // or '1e400' must not reach the database as such.
    const value = Math.min(Math.round(unit ? n * unit : n), MAX_PRICE + 1);
    if (!unit && n < 1000) continue;
    const end = UNITS[word(i + 1)] ? i + 1 : i;
    amounts.push({ value, start: i, end });
    use(...(end > i ? [i, end] : [i]));
    let after = end + 1;
    if (word(after) === 'per' && word(after + 1) === 'month') after += 2;
    else if (PER_MONTH.has(word(after))) after += 1;
    if (after > end + 1) {
      perMonth = true;
      for (let k = end + 1; k < after; k++) use(k);
    }
    i = after - 1;
  }

  for (let amount = amounts.shift(); amount; amount = amounts.shift()) {
    const [next] = amounts;
    let bound = boundBefore(amount.start, word, use);
    if (next && next.start === amount.end + 2 && ['to', 'and'].includes(word(amount.end + 1))) {
      use(amount.end + 1);
      filters.minPrice = Math.min(amount.value, next.value);
      filters.maxPrice = Math.max(amount.value, next.value);
      amounts.shift();
      continue;
    }
    bound ??= 'max';
    if (bound === 'min') filters.minPrice = amount.value;
    else filters.maxPrice = amount.value;
  }
  if (filters.minPrice != null && filters.maxPrice != null && filters.minPrice > filters.maxPrice) {
    [filters.minPrice, filters.maxPrice] = [filters.maxPrice, filters.minPrice];
  }
  return perMonth;
}

/** The bound named just before an amount ('under', 'more than', 'rs'), using up those words. */
function boundBefore(start: number, word: Word, use: Use): 'min' | 'max' | null {
  for (let i = start - 1; i >= 0 && i >= start - 3; i--) {
    const w = word(i);
    if (AT_MOST.has(w)) return (use(i), 'max');
    if (AT_LEAST.has(w)) return (use(i), 'min');
    if (!AMOUNT_GLUE.has(w)) return null;
    if (w !== 'rent') use(i);
  }
  return null;
}
