// Placeholder until this screen is built.
export default function AdminDealsPage() {
  return <div className="container">AdminDealsPage</div>;
}
