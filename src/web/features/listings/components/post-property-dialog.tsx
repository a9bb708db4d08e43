// Placeholder: the Post Property dialog of spec section 2 replaces this.
export default function PostPropertyDialog(_props: { isOpen: boolean; onClose(): void }) {
  return null;
}
