// Placeholder until this screen is built.
export default function MyAgreementsPage() {
  return <div className="container">MyAgreementsPage</div>;
}
