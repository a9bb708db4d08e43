// Placeholder until this screen is built.
export default function SellerDealsPage() {
  return <div className="container">SellerDealsPage</div>;
}
