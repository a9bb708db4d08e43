// Placeholder until this screen is built.
export default function RentalAgreementPage() {
  return <div className="container">RentalAgreementPage</div>;
}
