// A complete, valid agreement form (Rental, 11 months) for tests; spread it and change what a test is about.
import type { TAgreementForm } from '../contracts/agreement.ts';

export const SAMPLE_AGREEMENT_FORM: TAgreementForm = {
  ownerName: 'Ravi Kumar',
  ownerPhone: '9876543210',
  ownerIdType: 'Aadhaar',
  ownerIdNumber: '234123412346',
  tenantName: 'Anjali Rao',
  tenantPhone: '9123456780',
  tenantIdType: 'PAN',
  tenantIdNumber: 'ABCPE1234F',
  propertyAddress: 'Flat 302, Lotus Residency, Madhapur, Hyderabad 500081',
  jurisdiction: 'Hyderabad, Telangana',
  rentAmount: '25000',
  depositAmount: '100000',
  maintenanceAmount: '',
  startDate: '2026-12-01',
  duration: '11',
  incrementPercentage: '5',
  agreementType: 'Rental Agreement',
};
