// The UPI payment link of NPCI's UPI linking specification (upi://pay): any UPI app opens it with the
// payee, amount and note filled in. Gruha moves no money; it only writes the link (and its QR code).

/** A UPI ID (virtual payment address): a name, '@', and the payment app's handle (okhdfcbank, ybl, paytm). */
const UPI_ID = /^[a-z0-9][a-z0-9._-]{1,255}@[a-z][a-z0-9]{1,63}$/i;
export const UPI_ID_MESSAGE = 'UPI ID must look like name@bank (letters, digits, dots or dashes, an @ and the app handle)';

export const isUpiIdShape = (value: string): boolean => UPI_ID.test(value.trim());

export type UpiPayment = {
  /** The payee's UPI ID (pa). */
  upiId: string;
  /** The payee's name (pn). */
  payeeName: string;
  /** Whole rupees (am, written with two decimals as the specification asks). */
  amount: number;
  /** The transaction note (tn), e.g. 'Rent April 2026'. */
  note: string;
};

/** upi://pay?pa=...&pn=...&am=...&cu=INR&tn=... with each value percent-encoded. */
export function upiPayLink({ upiId, payeeName, amount, note }: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', upiId.trim().toLowerCase()],
    ['pn', payeeName.trim()],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note.trim().slice(0, 80)],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}
