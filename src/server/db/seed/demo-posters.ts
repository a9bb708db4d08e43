// Who posts the demo catalogue, and in what state each listing is: a city's worth of owners with one to
// three homes each, a few brokers with many, the demo seller and buyer with a few; posting dates over the
// last three months; most listings confirmed lately, some awaiting confirmation, a few hidden, rented
// out or sold. Drawn from a random sequence of their own, so the homes themselves stay as they were.
import type { TListingStatus } from '#shared/listing-lifecycle.ts';
import { createRandom, type Random } from './pictures/random.ts';
import { itemAt } from './item-at.ts';

export type PosterKind = 'owner' | 'broker';

/** A person who posts demo listings but never signs in (the demo accounts are demo-users.ts). */
export type DemoPoster = { username: string; firstName: string; lastName: string; kind: PosterKind };

/** A listing's poster and its state, as days before the seed runs. */
export type DemoListingState = {
  /** A demo account's username or a DemoPoster's. */
  poster: string;
  ownerType: PosterKind;
  status: Extract<TListingStatus, 'available' | 'unconfirmed' | 'hidden' | 'rented_out' | 'sold'>;
  daysAgo: number;
  confirmedDaysAgo: number;
  /** When the status last changed (the question for unconfirmed ones). */
  statusDaysAgo: number;
  isVerified: boolean;
  isAdminFeatured: boolean;
};

/** Names as Hyderabad's communities give them: a first name goes with a family name of its own group. */
const NAME_GROUPS: { weight: number; first: readonly string[]; last: readonly string[] }[] = [
  {
    weight: 6,
    first: [
      'Venkatesh',
      'Srikanth',
      'Ramesh',
      'Suresh',
      'Anil',
      'Kiran',
      'Praveen',
      'Naveen',
      'Mahesh',
      'Rajesh',
      'Sandeep',
      'Harish',
      'Vamshi',
      'Karthik',
      'Pavan',
      'Sai Teja',
      'Raghu',
      'Sridhar',
      'Bhaskar',
      'Satyanarayana',
      'Swathi',
      'Sravani',
      'Anusha',
      'Bhavani',
      'Keerthi',
      'Madhavi',
      'Sunitha',
      'Lavanya',
      'Haritha',
      'Sowmya',
      'Yamini',
      'Sirisha',
      'Manasa',
      'Tejaswini',
      'Jyothi',
      'Aruna',
      'Padma',
    ],
    last: [
      'Reddy',
      'Rao',
      'Naidu',
      'Chowdary',
      'Goud',
      'Yadav',
      'Varma',
      'Raju',
      'Mudiraj',
      'Chary',
      'Sastry',
      'Murthy',
      'Prasad',
      'Kandula',
      'Gadde',
      'Bollineni',
      'Vemula',
      'Pasupuleti',
      'Achari',
    ],
  },
  {
    weight: 2,
    first: ['Imran', 'Salman', 'Farhan', 'Abdul Rahman', 'Syed Ali', 'Mohammed', 'Arif', 'Zaheer', 'Ayesha', 'Fatima', 'Sana', 'Nazia', 'Rukhsana'],
    last: ['Khan', 'Hussain', 'Ali', 'Siddiqui', 'Baig', 'Quadri', 'Ansari', 'Shareef'],
  },
  {
    weight: 1,
    first: ['Rohit', 'Nikhil', 'Deepak', 'Vikram', 'Amit', 'Pooja', 'Neha', 'Ritu'],
    last: ['Sharma', 'Agarwal', 'Jain', 'Gupta', 'Mehta', 'Kulkarni', 'Deshpande'],
  },
  {
    weight: 1,
    first: ['Aravind', 'Gopal', 'Priya', 'Divya', 'Lakshmi', 'Joseph', 'Mary', 'Thomas'],
    last: ['Iyer', 'Pillai', 'Nair', 'Menon', "D'Souza", 'Thomas', 'Mathew'],
  },
];

/** About a quarter of Hyderabad listings come from brokers; these nine post them, some far more than others. */
const BROKER_WEIGHTS = [34, 28, 24, 20, 18, 15, 12, 10, 8];
const BROKER_SHARE = 0.27;
/** Owners post one home mostly, two or three sometimes. */
const OWNER_LISTINGS = [1, 1, 1, 1, 1, 1, 2, 2, 2, 3];
/** The catalogue spans three months. */
export const CATALOGUE_DAYS = 90;

function nameOf(rng: Random, used: Set<string>, n: number, kind: PosterKind): DemoPoster {
  const group = itemAt(
    NAME_GROUPS,
    weightedIndex(
      rng,
      NAME_GROUPS.map((g) => g.weight),
    ),
  );
  const firstName = rng.pick(group.first);
  const lastName = rng.pick(group.last);
  let username = `${firstName.split(' ')[0]}.${lastName.replace(/\W/g, '')}`.toLowerCase();
  if (used.has(username)) username = `${username}${n}`;
  used.add(username);
  return { username, firstName, lastName, kind };
}

/** What the assigner gives a listing: its poster, its state, and its share of the badges' chances. */
export type Assigned = Omit<DemoListingState, 'isVerified' | 'isAdminFeatured'> & { mayBeVerified: boolean; mayBeFeatured: boolean };

/**
 * Hands out posters and states to the catalogue's listings in order (newest first). The demo seller
 * gets four homes for sale and one to let (the demo deals and lead are on them), the demo buyer two;
 * their listings are available and recently confirmed, so the demo accounts always show listed homes.
 */
export function posterAssigner(total: number): { assign(listingType: 'sale' | 'rent', index: number): Assigned; posters: DemoPoster[] } {
  const rng = createRandom(3032);
  const used = new Set<string>();
  const brokers = BROKER_WEIGHTS.map((_, n) => nameOf(rng, used, n, 'broker'));
  const posters: DemoPoster[] = [...brokers];
  let owner: { poster: DemoPoster; left: number } | null = null;
  let sellerSales = 0;
  let sellerRents = 0;

  const posterOf = (listingType: 'sale' | 'rent', index: number): { poster: string; ownerType: PosterKind } => {
    if (index === 17 || index === 38) return { poster: 'buyer', ownerType: 'owner' };
    if (index % 5 === 0 && listingType === 'sale' && sellerSales < 4) {
      sellerSales++;
      return { poster: 'seller', ownerType: 'owner' };
    }
    if (index % 5 === 0 && listingType === 'rent' && sellerRents < 1) {
      sellerRents++;
      return { poster: 'seller', ownerType: 'owner' };
    }
    if (rng.chance(BROKER_SHARE)) return { poster: itemAt(brokers, weightedIndex(rng, BROKER_WEIGHTS)).username, ownerType: 'broker' };
    if (!owner || owner.left === 0) {
      owner = { poster: nameOf(rng, used, posters.length, 'owner'), left: rng.pick(OWNER_LISTINGS) };
      posters.push(owner.poster);
    }
    owner.left--;
    return { poster: owner.poster.username, ownerType: 'owner' };
  };

  return {
    posters,
    assign(listingType, index) {
      const daysAgo = Math.floor((index / total) * CATALOGUE_DAYS);
      const who = posterOf(listingType, index);
      const isDemoAccount = who.poster === 'seller' || who.poster === 'buyer';
      return {
        ...who,
        daysAgo,
        ...stateOf(rng, listingType, daysAgo, isDemoAccount),
        mayBeVerified: rng.chance(0.5),
        mayBeFeatured: rng.chance(0.06),
      };
    },
  };
}

function stateOf(rng: Random, listingType: 'sale' | 'rent', daysAgo: number, isDemoAccount: boolean) {
  const recently = (): Pick<DemoListingState, 'status' | 'confirmedDaysAgo' | 'statusDaysAgo'> => ({
    status: 'available',
    confirmedDaysAgo: Math.min(daysAgo, rng.int(0, 13)),
    statusDaysAgo: daysAgo,
  });
  if (isDemoAccount) return recently();
  const roll = rng.between(0, 1);
  if (roll < 0.07 && daysAgo >= 5) {
    const statusDaysAgo = rng.int(1, Math.min(daysAgo, 25));
    return {
      status: listingType === 'rent' ? ('rented_out' as const) : ('sold' as const),
      confirmedDaysAgo: Math.min(daysAgo, statusDaysAgo + rng.int(0, 10)),
      statusDaysAgo,
    };
  }
  if (roll < 0.1 && daysAgo >= 46) return { status: 'hidden' as const, confirmedDaysAgo: daysAgo, statusDaysAgo: daysAgo - 44 };
  if (roll < 0.26 && daysAgo >= 15) {
    const confirmedDaysAgo = rng.int(15, Math.min(daysAgo, 43));
    return { status: 'unconfirmed' as const, confirmedDaysAgo, statusDaysAgo: confirmedDaysAgo - 14 };
  }
  return recently();
}

function weightedIndex(rng: Random, weights: readonly number[]): number {
  let roll = rng.between(
    0,
    weights.reduce((sum, w) => sum + w, 0),
  );
  for (const [i, weight] of weights.entries()) {
    roll -= weight;
    if (roll < 0) return i;
  }
  return weights.length - 1;
}
