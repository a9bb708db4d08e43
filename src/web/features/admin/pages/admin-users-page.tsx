// Placeholder until this screen is built.
export default function AdminUsersPage() {
  return <div className="container">AdminUsersPage</div>;
}
