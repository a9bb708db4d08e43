// Placeholder until this screen is built.
export default function AgentDashboardPage() {
  return <div className="container">AgentDashboardPage</div>;
}
