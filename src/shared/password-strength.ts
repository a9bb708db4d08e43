// Spec section 5, Password strength: shown once typed, in both registration forms.
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordStrength = 'Too Short' | 'Weak' | 'Medium' | 'Strong';

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < MIN_PASSWORD_LENGTH) return 'Too Short';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((re) => re.test(password)).length;
  if (classes < 2) return 'Weak';
  return classes === 4 ? 'Strong' : 'Medium';
}
