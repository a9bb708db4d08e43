// Tenancies: a home let between an owner and a tenant, from the move-in report to the deposit back.
// Every amount is whole rupees; every date a calendar date (YYYY-MM-DD, India); every instant ISO.
import { z } from '../zod.ts';
import { ZIndianMobile } from '../input/phone.ts';
import { isUpiIdShape, UPI_ID_MESSAGE } from '../tenancy/upi-link.ts';
import { ZCalendarDate } from './deal.ts';
import { ZAgreementId } from './agreement.ts';
import { MAX_ID, MAX_PRICE } from './property.ts';

export const TENANCY_STATUSES = ['invited', 'declined', 'active', 'notice', 'moved_out', 'ended'] as const;
export const TENANCY_SOURCES = ['deal', 'agreement', 'invite'] as const;
/** How the viewer stands to the tenancy: the agent sees terms and stage only; an admin only once a party reported it. */
export const TENANCY_VIEWER_ROLES = ['owner', 'tenant', 'agent', 'admin'] as const;
export const TENANCY_SIDES = ['owner', 'tenant'] as const;
export type TTenancySide = (typeof TENANCY_SIDES)[number];

const id = (message: string) => z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ID, message);
const rupees = (field: string, { min }: { min: number }) =>
  z.coerce
    .number({ error: `Please enter the ${field} in rupees` })
    .int(`The ${field} must be a whole number of rupees`)
    .min(min, min > 0 ? `The ${field} must be more than zero` : `The ${field} cannot be negative`)
    .max(MAX_PRICE, `The ${field} cannot exceed ₹100 Crore`);
const note = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);
const requiredText = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

// ---------- Terms ----------

export const MAX_LOCK_IN_MONTHS = 36;
export const MAX_NOTICE_DAYS = 180;
export const MAX_YEARLY_INCREASE_PERCENT = 25;

/** The terms a tenancy runs on: what dues, notice and the deposit are drawn from. */
const termsShape = z.object({
  rent: rupees('monthly rent', { min: 1 }),
  /** Day of the month the rent is due; 29-31 fall on a shorter month's last day. */
  dueDay: z.coerce
    .number({ error: 'Due day must be a day of the month, 1 to 31' })
    .int('Due day must be a whole number')
    .min(1, 'Due day must be 1 to 31')
    .max(31, 'Due day must be 1 to 31'),
  /** Society maintenance the tenant pays on top of the rent, shown apart on each due; 0 when included or none. */
  maintenance: rupees('maintenance', { min: 0 }).default(0),
  deposit: rupees('security deposit', { min: 0 }),
  startDate: ZCalendarDate,
  /** The last day of the agreed term. */
  endDate: ZCalendarDate,
  lockInMonths: z.coerce
    .number({ error: 'Lock-in must be a number of months' })
    .int('Lock-in must be whole months')
    .min(0, 'Lock-in cannot be negative')
    .max(MAX_LOCK_IN_MONTHS, `Lock-in must be at most ${MAX_LOCK_IN_MONTHS} months`)
    .default(0),
  noticeDays: z.coerce
    .number({ error: 'Notice period must be a number of days' })
    .int('Notice period must be whole days')
    .min(0, 'Notice period cannot be negative')
    .max(MAX_NOTICE_DAYS, `Notice period must be at most ${MAX_NOTICE_DAYS} days`)
    .default(30),
  yearlyIncreasePercent: z.coerce
    .number({ error: 'Yearly increase must be a percentage' })
    .min(0, 'Yearly increase cannot be negative')
    .max(MAX_YEARLY_INCREASE_PERCENT, `Yearly increase must be at most ${MAX_YEARLY_INCREASE_PERCENT}%`)
    .default(0),
});

export const ZTenancyTermsInput = termsShape.superRefine((terms, ctx) => {
  if (terms.endDate <= terms.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date must be after the start date' });
});
export type TTenancyTermsInput = z.input<typeof ZTenancyTermsInput>;

export const ZTenancyTerms = z.object({
  rent: z.number().int(),
  dueDay: z.number().int(),
  maintenance: z.number().int(),
  deposit: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  lockInMonths: z.number().int(),
  noticeDays: z.number().int(),
  yearlyIncreasePercent: z.number(),
});
export type TTenancyTerms = z.infer<typeof ZTenancyTerms>;

export const ZTenancyPerson = z.object({ id: z.number().int(), name: z.string() });
export type TTenancyPerson = z.infer<typeof ZTenancyPerson>;

const ZActor = z.object({ userId: z.number().int(), name: z.string(), side: z.enum(TENANCY_SIDES) });

export const TERM_VERSION_STATUSES = ['proposed', 'changes_requested', 'accepted', 'superseded'] as const;

export const ZTermVersion = z.object({
  id: z.number().int(),
  /** 1, 2, 3... in the order proposed. */
  number: z.number().int(),
  text: z.string(),
  terms: ZTenancyTerms,
  proposedBy: ZActor,
  proposedAt: z.string(),
  status: z.enum(TERM_VERSION_STATUSES),
  acceptances: z.array(ZActor.extend({ acceptedAt: z.string() })),
  changeRequests: z.array(ZActor.extend({ note: z.string(), requestedAt: z.string() })),
  /** SHA-256 of the version's text and terms, hex: what both accepted. */
  fingerprint: z.string(),
  /** Both sides accepted: it can no longer change. */
  isLocked: z.boolean(),
});
export type TTermVersion = z.infer<typeof ZTermVersion>;

/** POST /api/tenancies/{id}/terms: a new version of the agreement's text and terms, proposed by one side. */
export const ZProposeTermsRequest = z.object({
  text: requiredText(20_000, 'Please enter the agreement text'),
  terms: ZTenancyTermsInput,
});
export type TProposeTermsRequest = z.input<typeof ZProposeTermsRequest>;

/** POST /api/tenancies/{id}/terms/{versionId}/request-changes */
export const ZRequestChangesRequest = z.object({ note: requiredText(2000, 'Please say what should change') });
export type TRequestChangesRequest = z.input<typeof ZRequestChangesRequest>;

/** POST /api/tenancies/{id}/renewal: a new version through the terms flow, the yearly increase applied. */
export const ZRenewalRequest = z.object({
  durationMonths: z.coerce
    .number({ error: 'Duration must be a number of months' })
    .int('Duration must be whole months')
    .min(1, 'Duration must be 1 to 60 months')
    .max(60, 'Duration must be 1 to 60 months'),
});
export type TRenewalRequest = z.input<typeof ZRenewalRequest>;

// ---------- Starting a tenancy ----------

/** Whom to invite: a mobile number or an email (one is required). */
export const ZInvitee = z
  .object({
    mobile: ZIndianMobile.nullish(),
    email: z.email('Please enter a valid email address').max(200).nullish(),
  })
  .refine((invitee) => Boolean(invitee.mobile ?? invitee.email), { message: 'Please give a mobile number or an email', path: ['mobile'] });

/** POST /api/tenancies/from-deal: a rental deal at its last stage; terms default to its latest saved agreement. */
export const ZStartFromDealRequest = z.object({
  dealId: id('Unknown deal'),
  terms: ZTenancyTermsInput.nullish(),
});
export type TStartFromDealRequest = z.input<typeof ZStartFromDealRequest>;

/** POST /api/tenancies/from-agreement: a saved rental agreement; the other side is invited. */
export const ZStartFromAgreementRequest = z.object({
  agreementId: ZAgreementId,
  /** The caller's side in the agreement. */
  side: z.enum(TENANCY_SIDES, { error: 'Choose owner or tenant' }),
  /** Defaults to the other side's phone in the agreement. */
  invitee: ZInvitee.nullish(),
  /** Bedrooms (the rooms of the condition reports follow them); the agreement does not say. */
  bhk: z.coerce
    .number({ error: 'Bedrooms must be a number' })
    .int('Bedrooms must be a whole number')
    .min(0, 'Bedrooms must be 0 to 10')
    .max(10, 'Bedrooms must be 0 to 10')
    .default(2),
  dueDay: termsShape.shape.dueDay.default(5),
  lockInMonths: termsShape.shape.lockInMonths,
  noticeDays: termsShape.shape.noticeDays,
});
export type TStartFromAgreementRequest = z.input<typeof ZStartFromAgreementRequest>;

/** POST /api/tenancies/invite: an owner lets a home outside Gruha and invites the tenant. */
export const ZInviteTenantRequest = z.object({
  /** The owner's own listing, when the home is on Gruha. */
  propertyId: id('Unknown property').nullish(),
  address: requiredText(400, 'Please enter the address of the home'),
  bhk: z.coerce
    .number({ error: 'Bedrooms must be a number' })
    .int('Bedrooms must be a whole number')
    .min(0, 'Bedrooms must be 0 to 10')
    .max(10, 'Bedrooms must be 0 to 10'),
  invitee: ZInvitee,
  terms: ZTenancyTermsInput,
  /** The agreement text proposed as version 1; Gruha writes one from the terms when empty. */
  text: note(20_000).nullish(),
});
export type TInviteTenantRequest = z.input<typeof ZInviteTenantRequest>;

export const ZInvitationAnswerRequest = z.object({ answer: z.enum(['accept', 'decline'], { error: 'Choose accept or decline' }) });
export type TInvitationAnswerRequest = z.input<typeof ZInvitationAnswerRequest>;

/** What an invited person sees before answering: who invites and where, nothing of the tenancy's record. */
export const ZInvitation = z.object({
  tenancyId: z.number().int(),
  inviterName: z.string(),
  inviterSide: z.enum(TENANCY_SIDES),
  address: z.string(),
  expiresAt: z.string(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

// ---------- Owner's payee details ----------

/** PUT /api/tenancies/{id}/payee (owner): where rent is paid, and the PAN receipts need (or a declaration of none). */
export const ZPayeeRequest = z
  .object({
    upiId: z.string({ error: UPI_ID_MESSAGE }).trim().toLowerCase().refine(isUpiIdShape, UPI_ID_MESSAGE),
    payeeName: requiredText(100, 'Please enter the name the UPI ID is registered to'),
    pan: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{5}[0-9]{4}[A-Z]$/, 'PAN must be 5 letters, 4 digits and a letter')
      .nullish(),
    /** The owner declares they have no PAN (receipts then carry the declaration). */
    hasNoPan: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    if (!body.pan && !body.hasNoPan) ctx.addIssue({ code: 'custom', path: ['pan'], message: 'Please give your PAN or declare that you have none' });
    if (body.pan && body.hasNoPan) ctx.addIssue({ code: 'custom', path: ['hasNoPan'], message: 'A PAN was given: you cannot also declare none' });
  });
export type TPayeeRequest = z.input<typeof ZPayeeRequest>;

export const ZPayee = z.object({
  upiId: z.string(),
  payeeName: z.string(),
  /** The PAN with only its last four characters shown ('XXXXXX234F'), or null. */
  panMasked: z.string().nullable(),
  hasNoPan: z.boolean(),
});
export type TPayee = z.infer<typeof ZPayee>;

// ---------- Dues ----------

export const DUE_STATUSES = ['upcoming', 'due', 'overdue', 'marked_paid', 'confirmed'] as const;
export const PAYMENT_MODES = ['upi', 'cash'] as const;
export const ZPeriod = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Period must be YYYY-MM');

export const ZDue = z.object({
  /** YYYY-MM: the calendar month the due is for. */
  period: z.string(),
  /** 'April 2026' */
  label: z.string(),
  /** The days of the month the rent covers (the first and last months may be part months). */
  from: z.string(),
  to: z.string(),
  dueOn: z.string(),
  rent: z.number().int(),
  maintenance: z.number().int(),
  /** TDS the tenant deducts and pays to the government (s.194-IB); 0 below the threshold. */
  tds: z.number().int(),
  /** rent + maintenance - tds: what the owner receives. */
  amountPayable: z.number().int(),
  status: z.enum(DUE_STATUSES),
  mode: z.enum(PAYMENT_MODES).nullable(),
  /** The UPI transaction reference (UTR); null for cash. */
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** upi://pay link to the owner's UPI ID for the amount payable, while unpaid and a UPI ID is given. */
  upiLink: z.string().nullable(),
});
export type TDue = z.infer<typeof ZDue>;

/** POST /api/tenancies/{id}/dues/{period}/mark-paid (tenant). */
export const ZMarkPaidRequest = z
  .object({
    mode: z.enum(PAYMENT_MODES, { error: 'Choose UPI or cash' }),
    /** The UTR of a UPI payment: 12 to 22 letters or digits. */
    reference: z.string().trim().toUpperCase().nullish(),
    paidOn: ZCalendarDate,
  })
  .superRefine((body, ctx) => {
    if (body.mode === 'upi' && !/^[0-9A-Z]{12,22}$/.test(body.reference ?? ''))
      ctx.addIssue({ code: 'custom', path: ['reference'], message: 'Please enter the UPI reference (UTR): 12 to 22 letters or digits' });
  });
export type TMarkPaidRequest = z.input<typeof ZMarkPaidRequest>;

/** GET /api/tenancies/{id}/statement?year=2026: April 2026 to March 2027, for HRA. */
export const ZStatementQuery = z.object({
  year: z.coerce
    .number({ error: 'Year must be a number' })
    .int('Year must be a whole number')
    .min(2000, 'Year must be 2000 to 2100')
    .max(2100, 'Year must be 2000 to 2100'),
});

export const ZYearlyStatement = z.object({
  /** '2026-27' */
  financialYear: z.string(),
  from: z.string(),
  to: z.string(),
  tenantName: z.string(),
  ownerName: z.string(),
  address: z.string(),
  /** The owner's PAN, masked ('XXXXXX234F'), when the year's rent passes the threshold, else null: whole only in the PDF. */
  ownerPan: z.string().nullable(),
  ownerHasNoPan: z.boolean(),
  isPanRequired: z.boolean(),
  rows: z.array(ZDue),
  totals: z.object({ rent: z.number().int(), maintenance: z.number().int(), tds: z.number().int(), paid: z.number().int() }),
});
export type TYearlyStatement = z.infer<typeof ZYearlyStatement>;

// ---------- Condition reports ----------

export const REPORT_KINDS = ['move_in', 'move_out'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];
export const ITEM_CONDITIONS = ['good', 'fair', 'damaged', 'missing', 'not_working'] as const;
export const MAX_PHOTOS_PER_ITEM = 6;

/** A picture uploaded for this tenancy (POST /api/tenancies/{id}/photos answers it). */
export const ZTenancyPhoto = z.object({ url: z.string(), thumbUrl: z.string() });
export type TTenancyPhoto = z.infer<typeof ZTenancyPhoto>;
const ZPhotoUrl = z.string().trim().min(1, 'Photo is missing').max(500, 'Photo address is too long');

export const ZReportItem = z.object({
  name: requiredText(100, 'Please name the fitting'),
  condition: z.enum(ITEM_CONDITIONS, { error: 'Choose good, fair, damaged, missing or not working' }),
  note: note(1000).default(''),
  photos: z.array(ZPhotoUrl).max(MAX_PHOTOS_PER_ITEM, `At most ${MAX_PHOTOS_PER_ITEM} photos a fitting`).default([]),
});
export const ZReportRoom = z.object({
  name: requiredText(100, 'Please name the room'),
  items: z.array(ZReportItem).max(40, 'At most 40 fittings a room'),
});

/** PUT /api/tenancies/{id}/reports/{kind}: the report as drafted (either side, until it is locked). */
export const ZConditionReportRequest = z.object({
  rooms: z.array(ZReportRoom).min(1, 'Please add at least one room').max(30, 'At most 30 rooms'),
  keys: z
    .array(z.object({ label: requiredText(100, 'Please say which key'), count: z.coerce.number().int().min(0).max(50) }))
    .max(30)
    .default([]),
  meters: z.object({
    electricity: note(40).default(''),
    water: note(40).default(''),
  }),
  notes: note(2000).default(''),
});
export type TConditionReportRequest = z.input<typeof ZConditionReportRequest>;

/** POST /api/tenancies/{id}/reports/{kind}/notes: the other side adds its own notes and photos. */
export const ZReportNoteRequest = z.object({
  note: requiredText(2000, 'Please write your note'),
  photos: z.array(ZPhotoUrl).max(12, 'At most 12 photos').default([]),
});
export type TReportNoteRequest = z.input<typeof ZReportNoteRequest>;

export const ZConditionReport = z.object({
  kind: z.enum(REPORT_KINDS),
  rooms: z.array(
    z.object({
      name: z.string(),
      items: z.array(z.object({ name: z.string(), condition: z.enum(ITEM_CONDITIONS), note: z.string(), photos: z.array(z.string()) })),
    }),
  ),
  keys: z.array(z.object({ label: z.string(), count: z.number().int() })),
  meters: z.object({ electricity: z.string(), water: z.string() }),
  notes: z.string(),
  preparedBy: ZActor,
  updatedAt: z.string(),
  acceptances: z.array(ZActor.extend({ acceptedAt: z.string() })),
  sideNotes: z.array(ZActor.extend({ note: z.string(), photos: z.array(z.string()), addedAt: z.string() })),
  isLocked: z.boolean(),
});
export type TConditionReport = z.infer<typeof ZConditionReport>;

// ---------- Repairs ----------

export const REPAIR_CATEGORIES = ['plumbing', 'electrical', 'appliance', 'carpentry', 'painting', 'pest_control', 'other'] as const;
export const REPAIR_STATES = ['open', 'acknowledged', 'scheduled', 'done', 'confirmed', 'reopened'] as const;
export const REPAIR_ACTIONS = ['acknowledge', 'schedule', 'done', 'confirm', 'reopen'] as const;

/** POST /api/tenancies/{id}/repairs (tenant). */
export const ZRaiseRepairRequest = z.object({
  category: z.enum(REPAIR_CATEGORIES, { error: 'Choose a category' }),
  description: requiredText(2000, 'Please describe what needs repair'),
  photos: z.array(ZPhotoUrl).max(6, 'At most 6 photos').default([]),
});
export type TRaiseRepairRequest = z.input<typeof ZRaiseRepairRequest>;

/** POST /api/tenancies/{id}/repairs/{repairId}/actions: the owner acknowledges, schedules, marks done; the tenant confirms or reopens. */
export const ZRepairActionRequest = z
  .object({
    action: z.enum(REPAIR_ACTIONS, { error: 'Choose acknowledge, schedule, done, confirm or reopen' }),
    /** schedule only: the visit's date. */
    visitOn: ZCalendarDate.nullish(),
    note: note(1000).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.action === 'schedule' && !body.visitOn)
      ctx.addIssue({ code: 'custom', path: ['visitOn'], message: 'Please choose the date of the visit' });
  });
export type TRepairActionRequest = z.input<typeof ZRepairActionRequest>;

export const ZRepair = z.object({
  id: z.number().int(),
  category: z.enum(REPAIR_CATEGORIES),
  description: z.string(),
  photos: z.array(z.string()),
  status: z.enum(REPAIR_STATES),
  visitOn: z.string().nullable(),
  raisedBy: ZActor,
  createdAt: z.string(),
  history: z.array(ZActor.extend({ status: z.enum(REPAIR_STATES), note: z.string().nullable(), at: z.string() })),
});
export type TRepair = z.infer<typeof ZRepair>;

// ---------- Notice, move-out and the deposit ----------

/** POST /api/tenancies/{id}/notice (either side). */
export const ZGiveNoticeRequest = z.object({ note: note(1000).nullish() });
export type TGiveNoticeRequest = z.input<typeof ZGiveNoticeRequest>;

export const ZNotice = z.object({
  givenBy: ZActor,
  givenOn: z.string(),
  /** From the notice period, not before the lock-in ends, not after the term's end. */
  lastDay: z.string(),
  note: z.string().nullable(),
});
export type TNotice = z.infer<typeof ZNotice>;

/** POST /api/tenancies/{id}/deductions (owner): one item taken from the deposit. */
export const ZProposeDeductionRequest = z.object({
  item: requiredText(200, 'Please name what is deducted'),
  reason: requiredText(1000, 'Please give the reason'),
  amount: rupees('amount', { min: 1 }),
});
export type TProposeDeductionRequest = z.input<typeof ZProposeDeductionRequest>;

/** POST /api/tenancies/{id}/deductions/{deductionId}/answer (tenant). */
export const ZDeductionAnswerRequest = z.object({
  answer: z.enum(['accept', 'dispute'], { error: 'Choose accept or dispute' }),
  note: note(1000).nullish(),
});
export type TDeductionAnswerRequest = z.input<typeof ZDeductionAnswerRequest>;

/** POST /api/tenancies/{id}/refund (owner): the refund as paid. */
export const ZRecordRefundRequest = z.object({
  amount: rupees('refund', { min: 0 }),
  reference: requiredText(60, 'Please enter the payment reference'),
  paidOn: ZCalendarDate,
});
export type TRecordRefundRequest = z.input<typeof ZRecordRefundRequest>;

export const DEDUCTION_ANSWERS = ['pending', 'accepted', 'disputed'] as const;

export const ZSettlement = z.object({
  deposit: z.number().int(),
  /** Unpaid dues up to the move-out, from the ledger. */
  unpaidDues: z.array(z.object({ period: z.string(), label: z.string(), amount: z.number().int() })),
  deductions: z.array(
    z.object({
      id: z.number().int(),
      item: z.string(),
      reason: z.string(),
      amount: z.number().int(),
      answer: z.enum(DEDUCTION_ANSWERS),
      tenantNote: z.string().nullable(),
    }),
  ),
  /** Unpaid dues plus the deductions not disputed. */
  agreedDeductions: z.number().int(),
  disputedDeductions: z.number().int(),
  /** deposit - agreed deductions (never below 0). */
  refundDue: z.number().int(),
  refund: z.object({ amount: z.number().int(), reference: z.string(), paidOn: z.string() }).nullable(),
  movedOutOn: z.string().nullable(),
});
export type TSettlement = z.infer<typeof ZSettlement>;

// ---------- The tenancy ----------

/** POST /api/tenancies/{id}/report: a party asks Gruha's admins to look (they may then read it). */
export const ZReportTenancyRequest = z.object({ reason: requiredText(2000, 'Please say what is wrong') });
export type TReportTenancyRequest = z.input<typeof ZReportTenancyRequest>;

export const ZTenancySummary = z.object({
  id: z.number().int(),
  status: z.enum(TENANCY_STATUSES),
  address: z.string(),
  /** The viewer's side. */
  side: z.enum(TENANCY_SIDES),
  otherPartyName: z.string().nullable(),
  rent: z.number().int().nullable(),
  nextDue: ZDue.nullable(),
  openRepairs: z.number().int(),
});
export type TTenancySummary = z.infer<typeof ZTenancySummary>;

/** GET /api/tenancies: My homes. */
export const ZMyHomes = z.object({
  asOwner: z.array(ZTenancySummary),
  asTenant: z.array(ZTenancySummary),
  invitations: z.array(ZInvitation),
});
export type TMyHomes = z.infer<typeof ZMyHomes>;

/** GET /api/tenancies/{id}: sections a viewer may not see are null (the agent sees terms and stage). */
export const ZTenancy = z.object({
  id: z.number().int(),
  status: z.enum(TENANCY_STATUSES),
  source: z.enum(TENANCY_SOURCES),
  viewerRole: z.enum(TENANCY_VIEWER_ROLES),
  address: z.string(),
  bhk: z.number().int(),
  propertyId: z.number().int().nullable(),
  dealId: z.number().int().nullable(),
  agreementId: z.string().nullable(),
  owner: ZTenancyPerson.nullable(),
  tenant: ZTenancyPerson.nullable(),
  agent: ZTenancyPerson.nullable(),
  /** While invited: the masked contact invited and when the invitation runs out. */
  invitation: z.object({ side: z.enum(TENANCY_SIDES), contact: z.string(), expiresAt: z.string() }).nullable(),
  /** The locked version's terms, else the latest proposed. */
  terms: ZTenancyTerms.nullable(),
  termVersions: z.array(ZTermVersion),
  payee: ZPayee.nullable(),
  dues: z.array(ZDue).nullable(),
  reports: z.object({ moveIn: ZConditionReport.nullable(), moveOut: ZConditionReport.nullable() }).nullable(),
  repairs: z.array(ZRepair).nullable(),
  notice: ZNotice.nullable(),
  settlement: ZSettlement.nullable(),
  /** A party reported it to Gruha's admins. */
  isReported: z.boolean(),
  createdAt: z.string(),
});
export type TTenancy = z.infer<typeof ZTenancy>;

export const ZTenancyResponse = ZTenancy;
export type TTenancyResponse = TTenancy;
export const ZMyHomesResponse = ZMyHomes;
export const ZStartTenancyResponse = z.object({ tenancyId: z.number().int() });
export type TStartTenancyResponse = z.infer<typeof ZStartTenancyResponse>;
export const ZTenancyPhotoResponse = ZTenancyPhoto;
export const ZYearlyStatementResponse = ZYearlyStatement;

/** Every route of the tenancy API (the web builds URLs from these). Answers are in the envelope unless a PDF. */
export const TENANCY_PATHS = {
  myHomes: '/api/tenancies',
  fromDeal: '/api/tenancies/from-deal',
  fromAgreement: '/api/tenancies/from-agreement',
  invite: '/api/tenancies/invite',
  tenancy: (id: number) => `/api/tenancies/${id}`,
  invitationAnswer: (id: number) => `/api/tenancies/${id}/invitation`,
  report: (id: number) => `/api/tenancies/${id}/report`,
  payee: (id: number) => `/api/tenancies/${id}/payee`,
  terms: (id: number) => `/api/tenancies/${id}/terms`,
  acceptTerms: (id: number, versionId: number) => `/api/tenancies/${id}/terms/${versionId}/accept`,
  requestChanges: (id: number, versionId: number) => `/api/tenancies/${id}/terms/${versionId}/request-changes`,
  termsPdf: (id: number, versionId: number) => `/api/tenancies/${id}/terms/${versionId}/pdf`,
  renewal: (id: number) => `/api/tenancies/${id}/renewal`,
  photos: (id: number) => `/api/tenancies/${id}/photos`,
  conditionReport: (id: number, kind: TReportKind) => `/api/tenancies/${id}/reports/${kind}`,
  acceptReport: (id: number, kind: TReportKind) => `/api/tenancies/${id}/reports/${kind}/accept`,
  reportNotes: (id: number, kind: TReportKind) => `/api/tenancies/${id}/reports/${kind}/notes`,
  reportPdf: (id: number, kind: TReportKind) => `/api/tenancies/${id}/reports/${kind}/pdf`,
  markPaid: (id: number, period: string) => `/api/tenancies/${id}/dues/${period}/mark-paid`,
  confirmPaid: (id: number, period: string) => `/api/tenancies/${id}/dues/${period}/confirm`,
  receiptPdf: (id: number, period: string) => `/api/tenancies/${id}/dues/${period}/receipt`,
  statement: (id: number, year: number) => `/api/tenancies/${id}/statement?year=${year}`,
  statementPdf: (id: number, year: number) => `/api/tenancies/${id}/statement/pdf?year=${year}`,
  repairs: (id: number) => `/api/tenancies/${id}/repairs`,
  repairAction: (id: number, repairId: number) => `/api/tenancies/${id}/repairs/${repairId}/actions`,
  notice: (id: number) => `/api/tenancies/${id}/notice`,
  deductions: (id: number) => `/api/tenancies/${id}/deductions`,
  answerDeduction: (id: number, deductionId: number) => `/api/tenancies/${id}/deductions/${deductionId}/answer`,
  refund: (id: number) => `/api/tenancies/${id}/refund`,
  settlementPdf: (id: number) => `/api/tenancies/${id}/settlement/pdf`,
} as const;

/** The web app's pages. */
export const TENANCY_PAGES = { myHomes: '/my-homes', tenancy: (id: number) => `/tenancies/${id}` } as const;

export const TENANCY_MESSAGES = {
  notFound: 'Tenancy not found',
  invited: 'Invitation sent',
  started: 'Tenancy started',
  accepted: 'Invitation accepted',
  declined: 'Invitation declined',
  invitationExpired: 'This invitation has expired. Please ask for a new one.',
  termsProposed: 'Terms proposed',
  termsAccepted: 'Terms accepted',
  changesRequested: 'Changes requested',
  termsLocked: 'These terms are locked: both sides accepted them',
  reportSaved: 'Report saved',
  reportAccepted: 'Report accepted',
  reportLocked: 'This report is locked: both sides accepted it',
  markedPaid: 'Marked as paid',
  confirmed: 'Payment confirmed',
  repairRaised: 'Repair request sent',
  repairUpdated: 'Repair request updated',
  noticeGiven: 'Notice given',
  deductionProposed: 'Deduction proposed',
  deductionAnswered: 'Answer recorded',
  refundRecorded: 'Refund recorded',
  payeeSaved: 'Payment details saved',
  reported: "Reported to Gruha's team",
} as const;
