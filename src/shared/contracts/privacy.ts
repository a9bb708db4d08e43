// The privacy notice people are shown at sign-up, the optional uses they consent to (and withdraw from
// under Email preferences in My Account), and the grievance officer's contact, which is configuration;
// and one's data as one's own: "Download my data" (a zip made in the background, its link working for
// seven days) and who at Gruha was shown one's identity numbers.
import { z } from '../zod.ts';

/** The date of the notice now shown: each consent record names the notice its choice was made under. */
export const NOTICE_VERSION = '2026-11-29';

/** Uses of one's data that are optional: each is agreed to, or not, on its own. */
export const CONSENT_PURPOSES = ['alerts', 'marketing'] as const;
export type TConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_PURPOSE_LABELS: Record<TConsentPurpose, string> = {
  alerts: 'Saved search alert emails',
  marketing: 'News and offers from Gruha by email',
};

/** Optional at sign-up (the spec's client sends none): what a missing answer means is in the decision record 0068. */
export const ZConsentChoices = z.object({
  alerts: z.boolean({ error: 'Must be true or false' }).optional(),
  marketing: z.boolean({ error: 'Must be true or false' }).optional(),
});
export type TConsentChoices = z.infer<typeof ZConsentChoices>;

export const CONSENT_SOURCES = ['sign-up', 'account', 'unsubscribe-link'] as const;
export const CONSENT_SOURCE_LABELS: Record<(typeof CONSENT_SOURCES)[number], string> = {
  'sign-up': 'at sign-up',
  account: 'in My Account',
  'unsubscribe-link': "by an email's unsubscribe link",
};

export const ZConsentRecord = z.object({
  purpose: z.enum(CONSENT_PURPOSES),
  isGranted: z.boolean(),
  noticeVersion: z.string(),
  source: z.enum(CONSENT_SOURCES),
  createdAt: z.string(),
});
export type TConsentRecord = z.infer<typeof ZConsentRecord>;

export const ZGrievanceOfficer = z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() });
export type TGrievanceOfficer = z.infer<typeof ZGrievanceOfficer>;

/** What the footer, the privacy page and the grievance page show. */
export const ZPrivacyContact = z.object({
  noticeVersion: z.string(),
  grievanceOfficer: ZGrievanceOfficer,
  /** Days within which Gruha answers a grievance (GRIEVANCE_RESPONSE_DAYS). */
  responseDays: z.number().int(),
});
export type TPrivacyContact = z.infer<typeof ZPrivacyContact>;

/** How long a finished export can be downloaded, from when it is ready. */
export const DATA_EXPORT_DAYS = 7;

export const ZDataExport = z.object({
  id: z.number().int(),
  /** 'pending' while the background job makes it; 'ready' once it can be downloaded (until expiresAt). */
  status: z.enum(['pending', 'ready']),
  isExpired: z.boolean(),
  requestedAt: z.string(),
  readyAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** The download (bearer token required), while the export is ready and not expired. */
  downloadPath: z.string().nullable(),
});
export type TDataExport = z.infer<typeof ZDataExport>;

/** One time a Gruha admin was shown one's Aadhaar or PAN number. */
export const ZIdNumberView = z.object({
  viewedAt: z.string(),
  viewerName: z.string(),
  /** 'agreement' (a rental agreement of one's deal) or 'tenancy'. */
  recordKind: z.enum(['agreement', 'tenancy']),
  recordRef: z.string(),
  idType: z.string(),
  /** 'whole' when the full number was shown; 'masked' when only its last four characters were. */
  shown: z.enum(['masked', 'whole']),
});
export type TIdNumberView = z.infer<typeof ZIdNumberView>;
