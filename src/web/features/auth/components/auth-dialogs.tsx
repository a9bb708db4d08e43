// Placeholder: the login, create-account and profile dialogs replace this.
export function AuthDialogs() {
  return null;
}
