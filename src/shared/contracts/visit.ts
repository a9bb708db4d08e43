// Visit windows a poster offers, visits asked for in them and their states (Hyderabad time throughout).
import { z } from '../zod.ts';
import { ZConversationListing } from './conversation.ts';

/** A visit takes this long; a window must leave room for one. */
export const VISIT_MINUTES = 30;
/** A request or a proposal not answered within this many hours expires. */
export const VISIT_ANSWER_HOURS = 24;
export const MAX_VISIT_SLOTS = 14;
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export const VISIT_MESSAGES = {
  badDate: 'Please give a date as YYYY-MM-DD',
  noSuchDate: 'Please give a date that exists (there is no such day)',
  badTime: 'Please give a time as HH:MM (24-hour)',
  slotWhen: 'Give either a weekday or a date for each window',
  slotOrder: 'A window must end at least 30 minutes after it starts',
  tooManySlots: `At most ${MAX_VISIT_SLOTS} windows`,
  slotOverlap: 'This window overlaps another on the same day: offer each time once',
  notInSlot: 'Please pick a time inside one of the windows the poster offers',
  inPast: 'Please pick a time in the future',
  noSlots: 'The poster has not offered visit times for this home yet',
  notFound: 'Visit not found',
  notAllowed: 'This visit cannot be changed that way now',
  reasonNeeded: 'Please say what went wrong (at least 5 characters)',
  requested: 'Visit requested. The poster has 24 hours to answer.',
  slotsSaved: 'Visit times saved',
  phoneSettingSaved: 'Saved',
} as const;

/** A day on the calendar from year 1 (none before it is stored): not 2026-02-30, 2026-13-45 or 0000-01-01. */
const isCalendarDay = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.getUTCFullYear() >= 1 && at.toISOString().startsWith(date);
};
const ZDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, VISIT_MESSAGES.badDate)
  .refine(isCalendarDay, VISIT_MESSAGES.noSuchDate);
const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, VISIT_MESSAGES.badTime);
const ZNote = z.string().trim().max(500, 'A note can be at most 500 characters').optional();

export const ZVisitSlotInput = z
  .object({ weekday: z.number().int().min(0).max(6).nullable().default(null), date: ZDate.nullable().default(null), starts: ZTime, ends: ZTime })
  .refine((slot) => (slot.weekday === null) !== (slot.date === null), { message: VISIT_MESSAGES.slotWhen, path: ['weekday'] })
  .refine((slot) => minutesOf(slot.ends) - minutesOf(slot.starts) >= VISIT_MINUTES, { message: VISIT_MESSAGES.slotOrder, path: ['ends'] });

type SlotInput = z.infer<typeof ZVisitSlotInput>;
/** Two windows on the same weekday, or the same date, that share any time: the same window offered twice, or one inside another. */
const overlaps = (a: SlotInput, b: SlotInput) =>
  (a.weekday ?? a.date) === (b.weekday ?? b.date) && minutesOf(a.starts) < minutesOf(b.ends) && minutesOf(b.starts) < minutesOf(a.ends);

export const ZVisitSlotsRequest = z.object({
  slots: z
    .array(ZVisitSlotInput)
    .max(MAX_VISIT_SLOTS, VISIT_MESSAGES.tooManySlots)
    .superRefine((slots, ctx) => {
      const repeated = slots.findIndex((slot, i) => slots.slice(0, i).some((earlier) => overlaps(earlier, slot)));
      if (repeated >= 0) ctx.addIssue({ code: 'custom', message: VISIT_MESSAGES.slotOverlap, path: [repeated, 'starts'] });
    }),
});
export type TVisitSlotsRequest = z.input<typeof ZVisitSlotsRequest>;

export const ZVisitSlot = z.object({
  id: z.number().int(),
  weekday: z.number().int().nullable(),
  date: z.string().nullable(),
  starts: z.string(),
  ends: z.string(),
});
export type TVisitSlot = z.infer<typeof ZVisitSlot>;

export const PHONE_VISIBILITIES = ['show', 'conversation'] as const;
export const ZPhoneVisibilityRequest = z.object({ phoneVisibility: z.enum(PHONE_VISIBILITIES) });

export const ZListingVisits = z.object({
  slots: z.array(ZVisitSlot),
  /** The poster's own view (and admins'): their Get Phone No. setting and how many visits the home had. */
  poster: z.object({ phoneVisibility: z.enum(PHONE_VISIBILITIES), visitCount: z.number().int() }).nullable(),
});
export type TListingVisits = z.infer<typeof ZListingVisits>;

export const ZVisitRequest = z.object({ date: ZDate, time: ZTime, note: ZNote });
export type TVisitRequest = z.infer<typeof ZVisitRequest>;

export const VISIT_STATUSES = ['requested', 'proposed', 'confirmed', 'declined', 'cancelled', 'expired', 'done', 'problem'] as const;
export type TVisitStatus = (typeof VISIT_STATUSES)[number];
export const VISIT_ACTIONS = ['accept', 'decline', 'propose', 'cancel', 'done', 'problem'] as const;
export type TVisitAction = (typeof VISIT_ACTIONS)[number];

export const ZVisitActionRequest = z.discriminatedUnion('action', [
  z.object({ action: z.literal('accept') }),
  z.object({ action: z.literal('decline'), note: ZNote }),
  z.object({ action: z.literal('propose'), date: ZDate, time: ZTime, note: ZNote }),
  z.object({ action: z.literal('cancel'), note: ZNote }),
  z.object({ action: z.literal('done') }),
  z.object({ action: z.literal('problem'), reason: z.string().trim().min(5, VISIT_MESSAGES.reasonNeeded).max(1000) }),
]);
export type TVisitActionRequest = z.infer<typeof ZVisitActionRequest>;

export const ZVisit = z.object({
  id: z.number().int(),
  status: z.enum(VISIT_STATUSES),
  startsAt: z.string(),
  endsAt: z.string(),
  expiresAt: z.string().nullable(),
  role: z.enum(['hunter', 'poster']),
  otherName: z.string(),
  conversationId: z.number().int(),
  listing: ZConversationListing,
  /** What the viewer may do with it now. */
  actions: z.array(z.enum(VISIT_ACTIONS)),
  history: z.array(
    z.object({ status: z.enum(VISIT_STATUSES), startsAt: z.string(), byName: z.string().nullable(), note: z.string().nullable(), at: z.string() }),
  ),
});
export type TVisit = z.infer<typeof ZVisit>;

export const ZVisitList = z.object({ upcoming: z.array(ZVisit), past: z.array(ZVisit) });
export type TVisitList = z.infer<typeof ZVisitList>;

export const VISIT_STATUS_LABELS: Record<TVisitStatus, string> = {
  requested: 'Requested',
  proposed: 'New time proposed',
  confirmed: 'Confirmed',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired (not answered in 24 hours)',
  done: 'Visited',
  problem: 'Problem reported',
};

export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}
