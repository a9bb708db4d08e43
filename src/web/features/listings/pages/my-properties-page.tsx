// Placeholder until this screen is built.
export default function MyPropertiesPage() {
  return <div className="container">MyPropertiesPage</div>;
}
