// Placeholder until this screen is built.
export default function MyDealsPage() {
  return <div className="container">MyDealsPage</div>;
}
