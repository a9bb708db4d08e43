// The agreement document (spec section 2, 'The agreement document contains'), as plain data: the
// review step renders it as HTML and the PDF writer draws the same data, so both say the same.
import { formatDate } from '../format-date.ts';
import type { TAgreementForm } from '../contracts/agreement.ts';
import { formatIndianNumber } from '../money.ts';
import { rupeesInWords } from '../money-words.ts';
import {
  DEPOSIT_REFUND_DAYS,
  durationLabel,
  hasIncrementClause,
  INCREMENT_EVERY_MONTHS,
  LEASE_AGREEMENT,
  NOTICE_DAYS,
  RENT_DUE_DAY,
  termEndDate,
} from './rules.ts';

export type AgreementClause = { number: number; heading: string; paragraphs: string[] };
export type AgreementParty = { role: string; name: string; details: string; description: string };
type Signature = { role: string; name: string };

export type AgreementDocument = {
  title: string;
  reference: string | null;
  dateLine: string;
  parties: [AgreementParty, AgreementParty];
  premises: string;
  clauses: AgreementClause[];
  closing: string;
  signatures: [Signature, Signature];
  witnessCount: number;
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(day: number): string {
  const suffix = day % 100 >= 11 && day % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** '2026-11-22' → '22/11/2026'. */
export const formatDisplayDate = (date: string): string => formatDate(date) ?? date;

/** Only the last four digits of an Aadhaar number are shown on a document. */
export function maskAadhaar(number: string): string {
  return `XXXX XXXX ${number.slice(-4)}`;
}

const idText = (idType: string, idNumber: string) => (idType === 'Aadhaar' ? `Aadhaar No. ${maskAadhaar(idNumber)}` : `PAN ${idNumber}`);

/** '₹25,000/- (Rupees Twenty Five Thousand Only)', on screen, on paper and in the PDF alike. */
export const amountText = (amount: number) => `₹${formatIndianNumber(amount)}/- (${rupeesInWords(amount)})`;

type Options = { madeOn: string; agreementId?: string | null };

export function buildAgreementDocument(form: TAgreementForm, { madeOn, agreementId = null }: Options): AgreementDocument {
  const isLease = form.agreementType === LEASE_AGREEMENT;
  const w = isLease
    ? { owner: 'Lessor', tenant: 'Lessee', grant: 'lease', payment: 'rent', deed: 'Lease' }
    : // A Rental Agreement is called that throughout, its parties and payment in the licence words the type takes.
      { owner: 'Licensor', tenant: 'Licensee', grant: 'licence', payment: 'licence fee', deed: 'Agreement' };
  const months = Number(form.duration);
  const rent = Number(form.rentAmount);
  const deposit = Number(form.depositAmount);
  const maintenance = Number(form.maintenanceAmount || 0);
  const increment = Number(form.incrementPercentage);
  const [year, month = 0, day = 0] = madeOn.split('-').map(Number);
  const address = form.propertyAddress.trim();
  const jurisdiction = form.jurisdiction.trim();

  const clauses: Omit<AgreementClause, 'number'>[] = [
    {
      heading: 'Premises',
      paragraphs: [
        `The ${w.owner} hereby grants to the ${w.tenant} the ${w.grant} of the Premises at ${address}, together with its fittings and fixtures, on the terms set out below.`,
      ],
    },
    {
      heading: 'Term',
      paragraphs: [
        `This ${w.deed} is for a period of ${durationLabel(months)}, commencing on ${formatDisplayDate(form.startDate)} and ending on ${formatDisplayDate(termEndDate(form.startDate, months))}.`,
      ],
    },
    {
      heading: isLease ? 'Rent' : 'Licence Fee',
      paragraphs: [
        `The ${w.tenant} shall pay the ${w.owner} a monthly ${w.payment} of ${amountText(rent)}, payable in advance on or before the ${ordinal(RENT_DUE_DAY)} day of each calendar month.`,
      ],
    },
    {
      heading: 'Security Deposit',
      paragraphs: [
        `(A) The ${w.tenant} has paid the ${w.owner} an interest-free security deposit of ${amountText(deposit)}.`,
        `(B) The ${w.owner} shall refund the deposit, without interest, within ${DEPOSIT_REFUND_DAYS} days of the termination of this ${w.deed} and the ${w.tenant} handing over vacant possession of the Premises, after deducting any unpaid ${w.payment}, utility dues or cost of damage beyond normal wear and tear.`,
      ],
    },
    ...(hasIncrementClause(form.agreementType, months, increment)
      ? [
          {
            heading: 'Rent Increment',
            paragraphs: [`The monthly ${w.payment} shall be increased by ${increment}% after every ${INCREMENT_EVERY_MONTHS} months of the term.`],
          },
        ]
      : []),
    {
      heading: 'Use of Premises',
      paragraphs: [
        `The ${w.tenant} shall use the Premises for private residential purposes only, shall not sublet or part with possession of them, and shall keep them in good and tenantable condition.`,
      ],
    },
    {
      heading: 'Utilities',
      paragraphs: [
        maintenance > 0
          ? `The ${w.tenant} shall pay the society maintenance of ${amountText(maintenance)} per month in addition to the ${w.payment}, and the charges for electricity, water and gas as per actual consumption for the period of occupation.`
          : `The ${w.tenant} shall pay the charges for electricity, water, gas and maintenance as per actual consumption for the period of occupation.`,
      ],
    },
    {
      heading: 'Termination',
      paragraphs: [`Either party may terminate this ${w.deed} by giving the other ${NOTICE_DAYS} days' written notice.`],
    },
    {
      heading: 'Governing Law',
      paragraphs: [
        `This ${w.deed} is governed by the laws of India, and the courts at ${jurisdiction} alone shall have jurisdiction over any dispute arising from it.`,
      ],
    },
  ];

  return {
    title: isLease ? 'LEASE AGREEMENT' : 'RENTAL AGREEMENT',
    reference: agreementId,
    dateLine: `This ${form.agreementType} is made and executed at ${jurisdiction} on this ${ordinal(day)} day of ${MONTHS[month - 1] ?? ''}, ${year}.`,
    parties: [
      {
        role: w.owner.toUpperCase(),
        name: form.ownerName.trim(),
        details: `Phone ${form.ownerPhone}, ${idText(form.ownerIdType, form.ownerIdNumber)}`,
        description: `hereinafter called the "${w.owner}" (which expression shall include their heirs, successors and assigns), of the ONE PART;`,
      },
      {
        role: w.tenant.toUpperCase(),
        name: form.tenantName.trim(),
        details: `Phone ${form.tenantPhone}, ${idText(form.tenantIdType, form.tenantIdNumber)}`,
        description: `hereinafter called the "${w.tenant}" (which expression shall include their heirs, successors and assigns), of the OTHER PART.`,
      },
    ],
    premises: `WHEREAS the ${w.owner} is the lawful owner of the residential premises at ${address} (the "Premises"), and the ${w.tenant} has requested the ${w.grant} of the Premises for residential use, which the ${w.owner} has agreed to on the following terms:`,
    clauses: clauses.map((clause, i) => ({ number: i + 1, ...clause })),
    closing: 'IN WITNESS WHEREOF the parties have signed this agreement on the day, month and year first written above.',
    signatures: [
      { role: w.owner.toUpperCase(), name: form.ownerName.trim() },
      { role: w.tenant.toUpperCase(), name: form.tenantName.trim() },
    ],
    witnessCount: 2,
  };
}
