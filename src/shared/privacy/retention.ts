// What happens to each kind of record when a person deletes their account: declared once, shown in
// the delete dialog and in docs/privacy.md, and checked table by table by the erasure test (the
// server's map of tables to these kinds is modules/privacy/table-retention.ts).

/** How others see a person whose account is deleted, wherever their name would show. */
export const DELETED_ACCOUNT_NAME = 'A deleted account';

export type RetentionOutcome = 'erased' | 'kept' | 'anonymised';

export type RetentionEntry = {
  /** The kind of record, as the person knows it. */
  record: string;
  outcome: RetentionOutcome;
  /** What exactly happens to it. */
  what: string;
  reason: string;
  period: string;
  /** The law or the party the reason rests on. */
  source: string;
};

const ERASURE_RIGHT = 'Digital Personal Data Protection Act, 2023, sections 8(7) and 12(3)';
const HELD_BY_OTHERS = 'Kept while the record is kept for the other party; Gruha sets no end date of its own';

export const RETENTION = {
  account: {
    record: 'Your account: name, username, email, mobile number, address, password',
    outcome: 'anonymised',
    what: `Erased. What stays below shows you as “${DELETED_ACCOUNT_NAME}”, with no contact details.`,
    reason: 'You asked for erasure, and nothing needs these details any more.',
    period: 'At once',
    source: ERASURE_RIGHT,
  },
  signIn: {
    record: 'Your sessions',
    outcome: 'erased',
    what: 'Every session on every device ends, and the account cannot be signed in to again.',
    reason: 'A closed account must not be usable.',
    period: 'At once',
    source: ERASURE_RIGHT,
  },
  listings: {
    record: 'Your listings',
    outcome: 'erased',
    what: 'Taken out of search at once and erased, with their pictures.',
    reason: 'A listing is yours to withdraw.',
    period: 'At once',
    source: ERASURE_RIGHT,
  },
  referredListings: {
    record: 'Your listings that a deal or a conversation refers to',
    outcome: 'kept',
    what: `Taken out of search at once; their pictures are erased, and the rest is kept hidden, posted by “${DELETED_ACCOUNT_NAME}”.`,
    reason: 'The deal or conversation is about that home: without it the other person’s record would not say which.',
    period: HELD_BY_OTHERS,
    source: 'Held by the other party (their deal or conversation about the home)',
  },
  uploads: {
    record: 'Pictures and documents you uploaded (listing pictures, deal documents, tenancy photos)',
    outcome: 'erased',
    what: 'Erased from storage. A stored file is removed as soon as nothing else uses the same picture; a failed removal is retried until it succeeds.',
    reason: 'Uploads are your own material.',
    period: 'At once; removals that fail are retried',
    source: ERASURE_RIGHT,
  },
  idNumbers: {
    record: 'Your identity numbers (Aadhaar, PAN)',
    outcome: 'erased',
    what: 'Erased from agreements you made, from agreements made for your deals, and from tenancies you let.',
    reason: 'An identity number is kept only while the person it belongs to has an account.',
    period: 'At once',
    source: ERASURE_RIGHT,
  },
  ownRecords: {
    record:
      'Your shortlist, saved searches and alerts, notifications, email choices, email confirmation links, data downloads, enquiries, listing reports, conversation reports by or about you, blocks, tenancy invitations to you, emails waiting to be sent to you',
    outcome: 'erased',
    what: 'Erased.',
    reason: 'They serve only you.',
    period: 'At once',
    source: ERASURE_RIGHT,
  },
  agreements: {
    record: 'Rental agreements you made',
    outcome: 'erased',
    what: 'Erased, with the identity numbers in them. A tenancy started from one keeps its own accepted text.',
    reason: 'The saved agreement is your own document.',
    period: 'At once',
    source: ERASURE_RIGHT,
  },
  deals: {
    record: 'Deals you took part in, their stages and notes',
    outcome: 'kept',
    what: `Kept for the other parties, showing you as “${DELETED_ACCOUNT_NAME}”.`,
    reason: 'A deal is also the buyer’s, seller’s and agent’s record of a sale or let.',
    period: HELD_BY_OTHERS,
    source: 'Held by the other parties to the deal',
  },
  conversations: {
    record: 'Conversations and the messages you sent; visits',
    outcome: 'kept',
    what: `Kept in the other person’s inbox, from “${DELETED_ACCOUNT_NAME}”; visits not yet held are cancelled.`,
    reason: 'The other person keeps their copy of what was said to them.',
    period: HELD_BY_OTHERS,
    source: 'Held by the other person in the conversation',
  },
  tenancies: {
    record: 'Tenancies: the accepted agreement text, condition reports, repairs, notice, deductions',
    outcome: 'kept',
    what: `Kept for the other party, showing you as “${DELETED_ACCOUNT_NAME}”. Invitations not yet answered are withdrawn.`,
    reason: 'The other party holds the agreement both of you accepted and its record.',
    period: HELD_BY_OTHERS,
    source: 'Held by the other party to the tenancy',
  },
  receipts: {
    record: 'Rent payments and receipts',
    outcome: 'kept',
    what: `Kept for the other party, showing you as “${DELETED_ACCOUNT_NAME}”.`,
    reason: 'A tenant proves rent paid with its receipts, for example when claiming house rent allowance.',
    period: HELD_BY_OTHERS,
    source: 'Income-tax Act, 1961, section 10(13A) (house rent allowance); held by the other party',
  },
  noticesToOthers: {
    record: 'Notices and emails already sent to other people about you (a message, a visit, a deal)',
    outcome: 'kept',
    what: `Kept in their bell and mail as they were sent; new ones name you as “${DELETED_ACCOUNT_NAME}”.`,
    reason: 'They record what the other person was told at the time, and belong to them.',
    period: 'Kept while the other person keeps their account',
    source: 'Held by the other person',
  },
  moderation: {
    record: 'Moderation decisions you made as an admin',
    outcome: 'kept',
    what: `Kept in the listing’s moderation history, showing you as “${DELETED_ACCOUNT_NAME}”.`,
    reason: 'Gruha’s record of why a listing was hidden, verified or kept.',
    period: 'Kept while the listing is kept',
    source: 'Gruha’s moderation record',
  },
  consents: {
    record: 'Your consent record: what you agreed to and withdrew, under which notice, and when',
    outcome: 'kept',
    what: `Kept, showing you as “${DELETED_ACCOUNT_NAME}”.`,
    reason: 'Gruha must be able to show that a notice was given and what was agreed to.',
    period: 'Gruha sets no end date of its own',
    source: 'Digital Personal Data Protection Act, 2023, section 6(10)',
  },
  grievances: {
    record: 'Grievances and rights requests you sent',
    outcome: 'kept',
    what: 'Kept with the name and email you gave in the request, so that its answer can still reach you.',
    reason: 'A grievance must be answered, and Gruha must be able to show it was.',
    period: 'Gruha sets no end date of its own',
    source: 'Digital Personal Data Protection Act, 2023, section 13',
  },
  idNumberViews: {
    record: 'The log of Gruha admins who were shown your identity numbers',
    outcome: 'kept',
    what: 'Kept for its period, then removed by a daily job.',
    reason: 'A log of who saw personal data answers a complaint or an inquiry about it.',
    period: 'Two years from each view',
    source: 'Digital Personal Data Protection Rules, 2025 (logs of processing kept at least a year)',
  },
} as const satisfies Record<string, RetentionEntry>;

export type RetentionKind = keyof typeof RETENTION;
export const RETENTION_KINDS = Object.keys(RETENTION) as RetentionKind[];
