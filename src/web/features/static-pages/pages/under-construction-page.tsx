// Placeholder: replaced by the under-construction screen.
export default function UnderConstructionPage({ title }: { title: string }) {
  return <div className="container">{title}</div>;
}
