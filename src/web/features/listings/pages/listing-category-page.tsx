// Placeholder until this screen is built.
export default function ListingCategoryPage() {
  return <div className="container">ListingCategoryPage</div>;
}
