// The signed-in user's destinations (spec section 2, Header: the user menu and role buttons),
// shared by the desktop header and the small-screen panel so both always offer the same things.
import type { TRole } from '#shared/contracts/user.ts';
import { paths } from '../paths.ts';

export type AccountLink = { label: string; to: string };

/** User menu entries between View Profile and Logout. */
export function userMenuLinks(role: TRole): AccountLink[] {
  const links: AccountLink[] = [
    { label: 'My Account', to: paths.account() },
    { label: 'My Agreements', to: paths.myAgreements() },
    { label: 'My Homes', to: paths.myHomes() },
    { label: 'My Properties', to: paths.myProperties() },
  ];
  if (role === 'AGENT') links.push({ label: 'Agent Dashboard', to: paths.agentDashboard() });
  if (role === 'ADMIN') links.push({ label: 'Admin Dashboard', to: paths.adminDeals() });
  // A USER may be buying, renting and selling at once: purchases, rentals and the deals on their own listings.
  if (role === 'USER') {
    links.push(
      { label: 'My Deals', to: paths.myDeals() },
      { label: 'My Rentals', to: paths.myRentals() },
      { label: 'Deals on My Properties', to: paths.sellerDeals() },
    );
  }
  return links;
}

export const ADMIN_LINKS: AccountLink[] = [
  { label: 'View Deals', to: paths.adminDeals() },
  { label: 'View Agents', to: paths.adminAgents() },
  { label: 'View Users', to: paths.adminUsers() },
  { label: 'Moderation', to: paths.adminModeration() },
  { label: 'Grievance Queue', to: paths.adminGrievances() },
];
