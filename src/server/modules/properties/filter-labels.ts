// The active filters of a search as a person reads them ('Fully furnished', '2 BHK, 3 BHK'), each
// with the request fields it stands for: a suggestion drops one at a time.
import {
  bhkLabel,
  FACING_LABELS,
  floorLabel,
  FURNISHING_LABELS,
  PARKING_LABELS,
  POSSESSION_LABELS,
  PREFERRED_TENANT_LABELS,
} from '../../../shared/contracts/listing-facts.ts';
import { formatPriceShort } from '../../../shared/money.ts';
import { distanceText } from '../../../shared/geo/metro.ts';
import { stationOf } from './geo-filters.ts';
import type { Localities } from './localities.ts';
import type { SearchFilters } from './search-filters.ts';

export type ActiveFilter = { fields: (keyof SearchFilters)[]; label: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2026-12-01' → '1 Dec 2026'. */
const dateLabel = (date: string) => {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${MONTHS[month - 1]} ${year}`;
};

const amount = (rupees: number) => (rupees > 0 ? formatPriceShort(rupees) : '₹0');

const localityLabel = (area: number | string, localities: Localities) =>
  typeof area === 'number' || /^\d+$/.test(area)
    ? (localities.byId.get(Number(area))?.name ?? String(area))
    : (localities.index.lookup(area) ?? area);

/**
 * The filters a search could do without, narrowest kinds first (the facts, then rooms and type,
 * then locality and budget). The listing type and city are never offered: mixing sale and rent,
 * or leaving Hyderabad, is not a way to the home asked for.
 */
export function droppableFilters(f: SearchFilters, localities: Localities): ActiveFilter[] {
  const list: ActiveFilter[] = [];
  const add = (fields: (keyof SearchFilters)[], label: string) => list.push({ fields, label });
  if (f.q) add(['q'], f.q);
  if (f.furnishing) add(['furnishing'], f.furnishing.map((v) => FURNISHING_LABELS[v]).join(', '));
  if (f.preferredTenants) add(['preferredTenants'], `Tenants: ${PREFERRED_TENANT_LABELS[f.preferredTenants]}`);
  if (f.availableBy) add(['availableBy'], `Available by ${dateLabel(f.availableBy)}`);
  if (f.petsAllowed) add(['petsAllowed'], 'Pets allowed');
  if (f.nonVegAllowed) add(['nonVegAllowed'], 'Non-veg allowed');
  if (f.parking) add(['parking'], `${PARKING_LABELS[f.parking]} parking`);
  if (f.maxDeposit != null) add(['maxDeposit'], `Deposit up to ${amount(f.maxDeposit)}`);
  if (f.possessionStatus) add(['possessionStatus'], POSSESSION_LABELS[f.possessionStatus]);
  if (f.maxBuildingAge != null) add(['maxBuildingAge'], `Up to ${f.maxBuildingAge} years old`);
  if (f.reraRegistered) add(['reraRegistered'], 'RERA registered');
  if (f.facing) add(['facing'], `${f.facing.map((v) => FACING_LABELS[v]).join(', ')} facing`);
  if (f.minFloor != null) add(['minFloor'], `Floor ${floorLabel(f.minFloor)} or above`);
  if (f.maxFloor != null) add(['maxFloor'], `Floor ${floorLabel(f.maxFloor)} or below`);
  if (f.nearMetro != null) add(['nearMetro'], `Within ${distanceText(f.nearMetro)} of the metro`);
  if (f.nearStation) add(['nearStation'], `Near ${stationOf(f.nearStation).name} metro`);
  if (f.polygon) add(['polygon'], 'Inside the drawn area');
  if (f.bounds) add(['bounds'], 'Inside the map area');
  if (f.bedrooms) add(['bedrooms'], f.bedrooms.map(bhkLabel).join(', '));
  if (f.minBedrooms != null) add(['minBedrooms'], `${f.minBedrooms}+ bedrooms`);
  if (f.maxBedrooms != null) add(['maxBedrooms'], `Up to ${f.maxBedrooms} bedrooms`);
  const types = [f.propertyType, ...(f.propertyTypes ?? [])].filter(Boolean);
  if (types.length > 0) add(['propertyType', 'propertyTypes'], types.join(', '));
  if (f.isVerified != null) add(['isVerified'], f.isVerified ? 'Verified' : 'Not verified');
  if (f.ownerType) add(['ownerType'], f.ownerType === 'owner' ? 'Owner' : 'Broker');
  if (f.isReadyToMove != null) add(['isReadyToMove'], f.isReadyToMove ? 'Ready to move' : 'Not ready to move');
  const places = [...(f.area != null && f.area !== '' ? [f.area] : []), ...(f.areas ?? [])];
  if (places.length > 0) add(['area', 'areas'], places.map((area) => localityLabel(area, localities)).join(', '));
  if (f.minPrice != null) add(['minPrice'], `Min ${amount(f.minPrice)}`);
  if (f.maxPrice != null) add(['maxPrice'], `Max ${amount(f.maxPrice)}`);
  return list;
}
