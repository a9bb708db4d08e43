// Placeholder until this screen is built.
export default function HomePage() {
  return <div className="container">HomePage</div>;
}
