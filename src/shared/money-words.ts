// Rupee amounts in words with crore, lakh and thousand (spec section 9): apart from money.ts, which
// every listing card uses, so only the pages that write amounts out load the words.
import { CRORE, LAKH } from './money.ts';

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n] ?? '';
  return [tens[Math.floor(n / 10)], ones[n % 10]].filter(Boolean).join(' ');
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ones[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** 1234567 → 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'; whole rupees only. */
export function numberToIndianWords(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / CRORE);
  const lakhs = Math.floor((n % CRORE) / LAKH);
  const thousands = Math.floor((n % LAKH) / 1000);
  const rest = n % 1000;
  return [
    // Above 99 crore the crore count itself is read in the Indian way ('One Hundred Crore').
    crores ? `${numberToIndianWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 'Rupees Twelve Lakh Thirty Four Thousand Only'. */
export const rupeesInWords = (value: number) => `Rupees ${numberToIndianWords(value)} Only`;
