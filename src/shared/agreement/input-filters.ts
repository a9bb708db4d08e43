// The agreement form's input filters (spec section 5), applied as the person types.
export const keepDigits = (value: string, max?: number) => value.replace(/\D/g, '').slice(0, max);

/** Upper-cases and keeps only what fits each position of AAAAA1111A. */
export function filterPan(value: string): string {
  let out = '';
  for (const char of value.toUpperCase()) {
    if (out.length >= 10) break;
    const wantsLetter = out.length < 5 || out.length === 9;
    if (wantsLetter ? /[A-Z]/.test(char) : /\d/.test(char)) out += char;
  }
  return out;
}

/** Digits and one decimal point, as a percentage is typed. */
export function filterPercent(value: string): string {
  const [whole, ...rest] = value.replace(/[^\d.]/g, '').split('.');
  return rest.length ? `${whole.slice(0, 3)}.${rest.join('').slice(0, 2)}` : whole.slice(0, 3);
}
