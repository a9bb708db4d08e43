// Placeholder until this screen is built.
export default function SearchPage() {
  return <div className="container">SearchPage</div>;
}
