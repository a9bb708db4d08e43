// Placeholder: the Deal Management box of the property page (spec section 2) replaces this.
// Loaded lazily by the property detail page for AGENT and ADMIN viewers only.
export default function DealManagementBox(_props: { propertyId: number }) {
  return null;
}
