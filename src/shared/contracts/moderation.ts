// Reports of listings, the admins' moderation queue and their decisions, and the poster facts a
// listing page shows (how long on Gruha, how many listings verified).
import { z } from '../zod.ts';

export const REPORT_REASONS = ['rented_or_sold', 'broker_as_owner', 'wrong_details', 'money_before_visit', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<TReportReason, string> = {
  rented_or_sold: 'Already rented out or sold',
  broker_as_owner: 'A broker posing as the owner',
  wrong_details: 'Wrong price or pictures',
  money_before_visit: 'Asked for money before a visit',
  other: 'Something else',
};

export const REPORT_DETAILS_MAX = 1000;

export const MODERATION_MESSAGES = {
  reported: 'Thank you. An admin will look at this listing, and we will tell you what we decided.',
  alreadyReported: 'You have already reported this listing. We will tell you what we decided.',
  ownListing: 'You cannot report your own listing',
  reasonRequired: 'Please choose a reason',
  detailsRequired: 'Please tell us what is wrong',
  decisionReasonRequired: 'Please give a reason: the poster is told',
  nothingToDecide: 'This listing has nothing waiting for a decision',
  decided: 'Decision saved',
  reportNotFound: 'Report not found',
  reportDecided: 'This report was already decided',
} as const;

export const ZReportRequest = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.reasonRequired }),
    details: z.string().trim().max(REPORT_DETAILS_MAX, `Please keep it under ${REPORT_DETAILS_MAX} characters`).optional(),
  })
  .refine((report) => report.reason !== 'other' || (report.details ?? '').length > 0, {
    message: MODERATION_MESSAGES.detailsRequired,
    path: ['details'],
  });
export type TReportRequest = z.infer<typeof ZReportRequest>;

export const ZReportReceipt = z.object({ reportedAt: z.string(), isUnderReview: z.boolean() });
export type TReportReceipt = z.infer<typeof ZReportReceipt>;

export const MODERATION_ACTIONS = ['verify', 'hide', 'dismiss', 'warn', 'suspend'] as const;
export type TModerationAction = (typeof MODERATION_ACTIONS)[number];
/** Actions the poster is told about, with the admin's words. */
export const ACTIONS_NEEDING_REASON: readonly TModerationAction[] = ['hide', 'warn', 'suspend'];

export const MODERATION_ACTION_LABELS: Record<TModerationAction, string> = {
  verify: 'Verified',
  hide: 'Hidden',
  dismiss: 'Dismissed',
  warn: 'Poster warned',
  suspend: 'Poster suspended',
};

export const ZDecisionRequest = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: 'Please choose an action' }),
    reason: z.string().trim().max(REPORT_DETAILS_MAX, `Please keep it under ${REPORT_DETAILS_MAX} characters`).optional(),
  })
  .refine((decision) => !ACTIONS_NEEDING_REASON.includes(decision.action) || (decision.reason ?? '').length > 0, {
    message: MODERATION_MESSAGES.decisionReasonRequired,
    path: ['reason'],
  });
export type TDecisionRequest = z.infer<typeof ZDecisionRequest>;

export const FLAG_KINDS = ['many_owner_listings', 'copied_photo', 'same_address_price', 'price_out_of_range', 'contact_in_text'] as const;
export type TFlagKind = (typeof FLAG_KINDS)[number];

export const FLAG_KIND_LABELS: Record<TFlagKind, string> = {
  many_owner_listings: 'More than 3 active "owner" listings from one person',
  copied_photo: "Pictures that appear in another poster's listing",
  same_address_price: 'Same address and price as another account’s listing',
  price_out_of_range: 'A price far from what this kind of home costs: out of search until checked',
  contact_in_text: 'A phone number, UPI ID or "token amount" in the description or a first message',
};

/** A listing as the queue shows it, for comparing side by side. */
export const ZModerationListing = z.object({
  id: z.number().int(),
  title: z.string(),
  price: z.number(),
  listingType: z.enum(['sale', 'rent']),
  ownerType: z.enum(['owner', 'broker']),
  address: z.string().nullable(),
  areaName: z.string(),
  thumbUrl: z.string().nullable(),
  isVerified: z.boolean(),
  isActive: z.boolean(),
  reviewState: z.enum(['under_review', 'hidden', 'price_check']).nullable(),
  poster: z.object({ id: z.number().int(), name: z.string(), memberSince: z.string() }),
  createdAt: z.string(),
});
export type TModerationListing = z.infer<typeof ZModerationListing>;

/** What the queue shows of a reporter, and how much their report counts (src/shared/trust/report-weights.ts). */
export const ZReporterHistory = z.object({
  memberSince: z.string(),
  isEmailConfirmed: z.boolean(),
  /** Their earlier reports an admin upheld (took the listing down or warned its poster), and dismissed. */
  upheld: z.number().int(),
  dismissed: z.number().int(),
  weight: z.number(),
  /** Another open report on this listing came from the same network, so only the heavier counts. */
  sharesNetwork: z.boolean(),
});
export type TReporterHistory = z.infer<typeof ZReporterHistory>;

export const ZQueueReport = z.object({
  id: z.number().int(),
  reason: z.enum(REPORT_REASONS),
  details: z.string().nullable(),
  reporterName: z.string(),
  createdAt: z.string(),
  reporter: ZReporterHistory,
});

/** The open reports' weighed total against the threshold that takes a listing out of search. */
export const ZReportsWeight = z.object({ total: z.number(), threshold: z.number() });

/** Why a flag was raised: the listings it matched and, for pictures, which picture matched which. */
export const ZFlagEvidence = z.object({
  summary: z.string(),
  matches: z.array(
    z.object({
      listing: ZModerationListing,
      pictures: z.array(z.object({ url: z.string(), matchedUrl: z.string(), distance: z.number().int() })).optional(),
    }),
  ),
});

export type TQueueReport = z.infer<typeof ZQueueReport>;
/** How far hashing the listing pictures posted before their hashes were kept has come. */
export const ZPictureHashing = z.object({ hashed: z.number().int(), waiting: z.number().int() });
export type TPictureHashing = z.infer<typeof ZPictureHashing>;

export const ZQueueFlag = z.object({ id: z.number().int(), kind: z.enum(FLAG_KINDS), evidence: ZFlagEvidence, createdAt: z.string() });
export type TQueueFlag = z.infer<typeof ZQueueFlag>;

export const ZDecision = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  reason: z.string().nullable(),
  adminName: z.string(),
  createdAt: z.string(),
});
export type TDecision = z.infer<typeof ZDecision>;

/** What an admin does about a reported conversation's reported person: suspend them, or close it with no action. */
export const PERSON_ACTIONS = ['suspend', 'dismiss'] as const;
export type TPersonAction = (typeof PERSON_ACTIONS)[number];
export const PERSON_ACTION_LABELS: Record<TPersonAction, string> = { suspend: 'Reported person suspended', dismiss: 'Report closed, no action' };

export const ZPersonDecisionRequest = z
  .object({
    action: z.enum(PERSON_ACTIONS, { error: 'Please choose an action' }),
    reason: z.string().trim().max(REPORT_DETAILS_MAX, `Please keep it under ${REPORT_DETAILS_MAX} characters`).optional(),
  })
  .refine((decision) => decision.action !== 'suspend' || (decision.reason ?? '').length > 0, {
    message: 'Please give a reason for the suspension',
    path: ['reason'],
  });
export type TPersonDecisionRequest = z.infer<typeof ZPersonDecisionRequest>;

/** A decision on a reported person, kept in the listing's history in the queue (admins only). */
export const ZPersonDecision = z.object({
  id: z.number().int(),
  action: z.enum(PERSON_ACTIONS),
  reportedName: z.string(),
  reason: z.string().nullable(),
  adminName: z.string(),
  createdAt: z.string(),
});
export type TPersonDecision = z.infer<typeof ZPersonDecision>;

/** A conversation about the listing that one of its two people reported, with its messages as evidence. */
export const ZQueueConversationReport = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  /** Set when it was reported as a problem with a visit. */
  visitId: z.number().int().nullable(),
  reason: z.string(),
  reporterName: z.string(),
  reportedName: z.string(),
  createdAt: z.string(),
  /** The conversation's latest messages, oldest first. */
  messages: z.array(z.object({ id: z.number().int(), senderName: z.string(), body: z.string(), createdAt: z.string() })),
});
export type TQueueConversationReport = z.infer<typeof ZQueueConversationReport>;

export const ZQueueItem = z.object({
  listing: ZModerationListing,
  reports: z.array(ZQueueReport),
  conversationReports: z.array(ZQueueConversationReport),
  flags: z.array(ZQueueFlag),
  isWaitingForVerification: z.boolean(),
  history: z.array(ZDecision),
  /** Decisions on people reported in conversations about the listing. */
  personHistory: z.array(ZPersonDecision),
  /** When the newest report, flag or change that put it in the queue arrived. */
  latestAt: z.string(),
  reportsWeight: ZReportsWeight,
  isPosterEmailConfirmed: z.boolean(),
});
export type TQueueItem = z.infer<typeof ZQueueItem>;

/** Why a listing is in the queue, most severe first: the queue sorts by the most severe kind an entry has, then oldest first. */
export const QUEUE_KINDS = ['reported', 'flagged', 'awaiting_verification'] as const;
export type TQueueKind = (typeof QUEUE_KINDS)[number];
export const QUEUE_KIND_LABELS: Record<TQueueKind, string> = {
  reported: 'Reported',
  flagged: 'Flagged',
  awaiting_verification: 'New, awaiting verification',
};
export const QUEUE_PAGE_SIZE = 20;
export const QUEUE_PAGE_SIZE_MAX = 100;

export const ZQueueCounts = z.object({
  all: z.number().int(),
  reported: z.number().int(),
  flagged: z.number().int(),
  awaiting_verification: z.number().int(),
});
export type TQueueCounts = z.infer<typeof ZQueueCounts>;

export const ZModerationQueue = z.object({
  items: z.array(ZQueueItem),
  checklist: z.array(z.string()),
  /** Entries of each kind in the whole queue (one entry may be of several kinds), whatever the page or filter. */
  counts: ZQueueCounts,
  /** Asks for the page after this one; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type TModerationQueue = z.infer<typeof ZModerationQueue>;

/** What a listing page says about its poster: real figures only. */
export const ZPosterTrust = z.object({ memberSince: z.string(), verifiedListings: z.number().int(), isEmailConfirmed: z.boolean() });
export type TPosterTrust = z.infer<typeof ZPosterTrust>;
