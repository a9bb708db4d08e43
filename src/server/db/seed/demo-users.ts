// The demo people: one of each role plus a buyer and a seller (spec: users admin, agent1,
// agent2, buyer, seller). Mobile numbers are 10 digits starting 6-9, as Indian mobiles do.
import type { TRole } from '#shared/contracts/user.ts';

export type DemoUsername = 'admin' | 'agent1' | 'agent2' | 'buyer' | 'seller';

export type DemoUser = {
  username: DemoUsername;
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  role: TRole;
  address: string;
};

export const DEMO_USERS: readonly DemoUser[] = [
  {
    username: 'admin',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ravi.kumar@gruha.example',
    mobileNumber: '9848012345',
    role: 'ADMIN',
    address: 'Plot 14, Road No. 10, Banjara Hills, Hyderabad 500034',
  },
  {
    username: 'agent1',
    firstName: 'Srinivas',
    lastName: 'Reddy',
    email: 'srinivas.reddy@gruha.example',
    mobileNumber: '9701234567',
    role: 'AGENT',
    address: 'Flat 302, Sri Sai Residency, Kondapur, Hyderabad 500084',
  },
  {
    username: 'agent2',
    firstName: 'Lakshmi',
    lastName: 'Prasanna',
    email: 'lakshmi.prasanna@gruha.example',
    mobileNumber: '8978123456',
    role: 'AGENT',
    address: 'H.No. 5-9-22, KPHB Colony, Kukatpally, Hyderabad 500072',
  },
  {
    username: 'buyer',
    firstName: 'Aditya',
    lastName: 'Sharma',
    email: 'aditya.sharma@gruha.example',
    mobileNumber: '9912345678',
    role: 'USER',
    address: 'Flat 1104, Cyber Heights, Madhapur, Hyderabad 500081',
  },
  {
    username: 'seller',
    firstName: 'Padmaja',
    lastName: 'Rao',
    email: 'padmaja.rao@gruha.example',
    mobileNumber: '7702345678',
    role: 'USER',
    address: 'H.No. 8-2-293, Road No. 36, Jubilee Hills, Hyderabad 500033',
  },
];

/** Published in the README: demo data is seeded only where that is safe (config.ts, SEED_DEMO). */
export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_USERNAMES = DEMO_USERS.map((u) => u.username);
