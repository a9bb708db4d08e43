// Placeholder: the full header of spec section 2 replaces this.
export function Header() {
  return <header>Gruha</header>;
}
