// Every tax or legal rule a tenancy page, due, receipt or statement applies or quotes, in one table:
// what it says, the figures Gruha computes with, the law, the source read, and when it was checked.
// The pages quote `statement` and `source`; docs/tenancy.md describes the same table. Gruha gives no
// legal advice: these are the rules as published, applied to the figures the two sides agreed.

export type LegalRule = {
  title: string;
  /** What the page says, in plain words. */
  statement: string;
  law: string;
  /** Where it was read. */
  source: string;
  /** The date the source was last read for this table. */
  checkedOn: string;
};

const CHECKED_ON = '2026-11-29';

export const TDS_ON_RENT = {
  title: 'TDS on rent above ₹50,000 a month',
  statement:
    'A tenant (an individual or HUF) paying rent of more than ₹50,000 for a month deducts TDS of 2% (5% before 1 October 2024) and pays it to the government with Form 26QC. It is deducted from the rent of the last month of the tax year (March) or of the tenancy, on the rent of the year so far, and never more than that month’s rent.',
  law: 'Income-tax Act, 1961, section 194-IB (rate cut to 2% from 1 October 2024 by the Finance (No. 2) Act, 2024); the Income-tax Act, 2025, in force from 1 April 2026, keeps it in the table of section 393(1).',
  source:
    'Finance (No. 2) Bill 2024, clause 59 (as quoted by taxguru.in); Income-tax Act, 2025, section 393(1) table, entry 2(i) (as summarised by divmayconsultants.com).',
  checkedOn: CHECKED_ON,
  monthlyThreshold: 50_000,
  /** Percent by the date the deduction is made (the due date of the month it is taken from). */
  rates: [
    { from: '2017-06-01', percent: 5 },
    { from: '2024-10-01', percent: 2 },
  ],
} as const satisfies LegalRule & Record<string, unknown>;

export const PAN_FOR_HRA = {
  title: 'The owner’s PAN on rent receipts above ₹1,00,000 a year',
  statement:
    'An employee claiming HRA gives the employer the owner’s PAN when the rent for the year (April to March) is more than ₹1,00,000; an owner without a PAN gives a declaration saying so.',
  law: 'CBDT Circular No. 8/2013 on TDS from salaries, repeated in each year’s circular since.',
  source: 'CBDT, Circular No. 8/2013 (10 October 2013), incometaxindia.gov.in.',
  checkedOn: CHECKED_ON,
  yearlyThreshold: 100_000,
} as const satisfies LegalRule & Record<string, unknown>;

export const REVENUE_STAMP = {
  title: 'A revenue stamp on cash receipts above ₹5,000',
  statement: 'A receipt for money of more than ₹5,000 received in cash carries a ₹1 revenue stamp, signed across by the owner.',
  law: 'Indian Stamp Act, 1899, Schedule I, Article 53 (Receipt), with its exemption for receipts of ₹5,000 or less.',
  source: 'Indian Stamp Act, 1899, Schedule I, Article 53, indiacode.nic.in.',
  checkedOn: CHECKED_ON,
  cashThreshold: 5_000,
  stampRupees: 1,
} as const satisfies LegalRule & Record<string, unknown>;

export const MODEL_TENANCY_ACT = {
  title: 'The Model Tenancy Act, 2021 (not adopted in Telangana)',
  statement:
    'The Model Tenancy Act, 2021 limits a home’s security deposit to two months’ rent and has it refunded, less what the tenant owes, when the owner takes back the empty home. It is a model for the states: Telangana has not adopted it, so it does not bind a Hyderabad tenancy; the agreement and Telangana’s rent control law (the Telangana Buildings (Lease, Rent and Eviction) Control Act, 1960) do.',
  law: 'Model Tenancy Act, 2021, section 11 (approved by the Union Cabinet on 2 June 2021 and sent to the states on 7 June 2021).',
  source:
    'Ministry of Housing and Urban Affairs, reply in the Rajya Sabha of 25 July 2022 (only Andhra Pradesh, Tamil Nadu, Uttar Pradesh and Assam had revised their laws on its lines; The Hindu, 25 July 2022); unchanged in August 2023 (Construction World). No later source found naming Telangana.',
  checkedOn: CHECKED_ON,
  maxDepositMonths: 2,
  isAdoptedInTelangana: false,
} as const satisfies LegalRule & Record<string, unknown>;

export const TERMS_RECORD = {
  title: 'What accepting the terms here is, and is not',
  statement:
    'Accepting a version here records that both sides agreed to this text, with who accepted when and the text’s fingerprint. It is not e-stamping and not an electronic signature: the agreement is still printed on stamp paper and signed as today.',
  law: 'Indian Stamp Act, 1899 and the Telangana stamp duty on leases; the Information Technology Act, 2000 for electronic signatures (which Gruha does not provide).',
  source: 'indiacode.nic.in.',
  checkedOn: CHECKED_ON,
} as const satisfies LegalRule;

/** Every rule in the order the docs list them. */
export const LEGAL_RULES = [TDS_ON_RENT, PAN_FOR_HRA, REVENUE_STAMP, MODEL_TENANCY_ACT, TERMS_RECORD] as const;

/** The TDS percent in force on a date. */
export function tdsPercentOn(date: string): number {
  let percent = 0;
  for (const rate of TDS_ON_RENT.rates) if (date >= rate.from) percent = rate.percent;
  return percent;
}

/** Whether a deposit is above the Model Tenancy Act's cap: shown as information, never refused (Telangana has not adopted the Act). */
export const isDepositAboveModelCap = (terms: { rent: number; deposit: number }) => terms.deposit > terms.rent * MODEL_TENANCY_ACT.maxDepositMonths;
