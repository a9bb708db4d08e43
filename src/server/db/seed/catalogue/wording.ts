// Titles and descriptions of demo listings, written from the listing's own facts so that every
// claim is true of it ("High-floor" only above the ninth floor, "gated community" only with the
// amenities of one), and varied the way posters word them.
import { FACING_LABELS, FURNISHING_LABELS, type TPreferredTenants } from '#shared/contracts/listing-facts.ts';
import { formatIndianNumber } from '#shared/money.ts';
import type { Random } from '../pictures/random.ts';
import type { ListingFacts } from './facts.ts';

export type Worded = {
  noun: string;
  listingType: 'sale' | 'rent';
  ownerType: 'owner' | 'broker';
  locality: string;
  price: number;
  areaSqft: number;
  bedrooms: number;
  amenities: string[];
  facts: ListingFacts;
};

const TENANTS_PHRASE: Record<TPreferredTenants, string> = {
  family: 'Preferred tenants: a family.',
  bachelors: 'Bachelors welcome.',
  company: 'Offered on company lease.',
  anyone: 'Open to families, bachelors and company leases.',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const monthYear = (isoDate: string) => `${MONTHS[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;
const dayMonthYear = (isoDate: string) => `${Number(isoDate.slice(8, 10))} ${monthYear(isoDate)}`;
const rupees = (value: number) => `₹${formatIndianNumber(value)}`;
const isGated = (amenities: string[]) => amenities.includes('Security') && amenities.includes('Club House');

/** The home named as posters do: "2 BHK Apartment", "240 sq yd Residential Plot", "1,800 sq ft Office Space". */
function homeName(w: Worded): string {
  if (w.noun === 'Residential Plot') return `${formatIndianNumber(Math.round(w.areaSqft / 9))} sq yd ${w.noun}`;
  if (w.bedrooms === 0) return `${formatIndianNumber(w.areaSqft)} sq ft ${w.noun}`;
  if (w.noun === 'Studio Apartment') return w.noun;
  return `${w.bedrooms} BHK ${w.noun}`;
}

export function titleOf(rng: Random, w: Worded): string {
  const home = homeName(w);
  const { facts, locality } = w;
  const choices: string[] = [`${home} for ${w.listingType} in ${locality}`, `${home} in ${locality}`];
  if (facts.facing) choices.push(`${FACING_LABELS[facts.facing]}-facing ${home} in ${locality}`);
  if (facts.furnishing && w.listingType === 'rent') choices.push(`${FURNISHING_LABELS[facts.furnishing]} ${home} for rent, ${locality}`);
  if (facts.preferredTenants === 'family') choices.push(`${home} in ${locality} for a family`);
  if (facts.preferredTenants === 'bachelors') choices.push(`${home} in ${locality}, bachelors welcome`);
  if (facts.floor !== null && facts.floor >= 10 && w.noun !== 'Penthouse') choices.push(`High-floor ${home} in ${locality}`);
  if (facts.possessionStatus === 'under_construction' && facts.possessionDate)
    choices.push(`${home} in ${locality}, possession ${monthYear(facts.possessionDate)}`);
  if (facts.possessionStatus === 'ready') choices.push(`Ready-to-move ${home} in ${locality}`);
  if (facts.buildingAgeYears !== null && facts.buildingAgeYears <= 2) choices.push(`Newly built ${home} in ${locality}`);
  if (isGated(w.amenities) && w.bedrooms > 0) choices.push(`${home} in a gated community, ${locality}`);
  if (w.ownerType === 'owner') choices.push(`${home} in ${locality}, no brokerage`);
  return rng.pick(choices);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function floorPhrase({ floor, totalFloors }: ListingFacts): string | null {
  if (floor === null || totalFloors === null) return null;
  if (floor === 0) return `ground floor of ${plural(totalFloors, 'floor')}`;
  return `floor ${floor} of ${totalFloors}`;
}

export function descriptionOf(w: Worded): string {
  const { facts } = w;
  const parts: string[] = [];
  const where = [floorPhrase(facts), facts.facing ? `${FACING_LABELS[facts.facing].toLowerCase()}-facing` : null].filter(Boolean).join(', ');
  const size =
    w.noun === 'Residential Plot'
      ? `${formatIndianNumber(w.areaSqft)} sq ft (${formatIndianNumber(Math.round(w.areaSqft / 9))} sq yd)`
      : `${formatIndianNumber(w.areaSqft)} sq ft`;
  parts.push(`${homeName(w)} for ${w.listingType} in ${w.locality}, Hyderabad: ${size}${where ? `, ${where}` : ''}.`);
  if (w.listingType === 'rent') {
    const furnishing = facts.furnishing ? ` ${FURNISHING_LABELS[facts.furnishing]}.` : '';
    const maintenance = facts.maintenance ? ` plus ${rupees(facts.maintenance)} maintenance` : ', maintenance included';
    parts.push(`Rent ${rupees(w.price)} a month${maintenance}; deposit ${rupees(facts.deposit ?? 0)}.${furnishing}`);
    if (facts.preferredTenants) parts.push(TENANTS_PHRASE[facts.preferredTenants]);
    if (facts.availableFrom) parts.push(`Available from ${dayMonthYear(facts.availableFrom)}.`);
    const rules = [
      facts.petsAllowed === true ? 'pets allowed' : facts.petsAllowed === false ? 'no pets' : null,
      facts.nonVegAllowed === false ? 'vegetarians only' : null,
    ].filter(Boolean);
    if (rules.length) parts.push(`${rules.join(', ').replace(/^./, (c) => c.toUpperCase())}.`);
  } else {
    if (facts.possessionStatus === 'under_construction' && facts.possessionDate)
      parts.push(`Under construction, possession by ${monthYear(facts.possessionDate)}.`);
    else if (facts.buildingAgeYears !== null)
      parts.push(
        facts.buildingAgeYears === 0
          ? 'Ready to move in, newly completed.'
          : `Ready to move in; the building is ${plural(facts.buildingAgeYears, 'year')} old.`,
      );
    if (facts.reraNumber) parts.push(`RERA registered: ${facts.reraNumber}.`);
    if (facts.furnishing && facts.furnishing !== 'unfurnished') parts.push(`${FURNISHING_LABELS[facts.furnishing]}.`);
  }
  if (facts.parking === 'car') parts.push('Covered car parking.');
  else if (facts.parking === 'two_wheeler') parts.push('Two-wheeler parking.');
  if (w.amenities.length) parts.push(`Amenities: ${w.amenities.join(', ').toLowerCase()}.`);
  parts.push(w.ownerType === 'owner' ? 'Listed by the owner: no brokerage.' : 'Listed by a registered broker.');
  return parts.join(' ');
}
