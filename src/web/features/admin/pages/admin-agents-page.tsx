// Placeholder until this screen is built.
export default function AdminAgentsPage() {
  return <div className="container">AdminAgentsPage</div>;
}
