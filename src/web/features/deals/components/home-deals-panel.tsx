// Placeholder: the Home page's My Deals and Deals on My Properties tabs (spec section 2, Home).
// Loaded lazily by the home page when one of those tabs is selected.
export default function HomeDealsPanel(_props: { tab: 'my-deals' | 'property-deals' }) {
  return null;
}
