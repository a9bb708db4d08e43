// Placeholder until this screen is built.
export default function PropertyDetailPage() {
  return <div className="container">PropertyDetailPage</div>;
}
