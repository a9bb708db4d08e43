// Repair requests: the tenant raises one with photos; the owner acknowledges, schedules a visit and
// marks it done; the tenant confirms or reopens it. Every move is kept and tells the other side.
import { type REPAIR_CATEGORIES, type ZRaiseRepairRequest, type ZRepairActionRequest } from '#shared/contracts/tenancy.ts';
import { formatLongDate } from '#shared/format-date.ts';
import { repairMove, type RepairState } from '#shared/tenancy/repair-states.ts';
import type { z } from '#shared/zod.ts';
import type { Db } from '#server/db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '#server/http/app-error.ts';
import type { Viewer } from '#server/plugins/authenticate.ts';
import type { Clock } from '#server/time/clock.ts';
import { assertParty, assertRunning, assertSide, findTenancyAccess } from './access.ts';
import { findRepair, insertRepair, insertRepairEvent, ownPhotoUrls, updateRepair } from './queries.ts';
import { tellOtherSide } from './tell-other-side.ts';

const CATEGORY_NAMES: Record<(typeof REPAIR_CATEGORIES)[number], string> = {
  plumbing: 'plumbing',
  electrical: 'electrical',
  appliance: 'appliance',
  carpentry: 'carpentry',
  painting: 'painting',
  pest_control: 'pest control',
  other: 'repair',
};

const MOVED: Record<RepairState, string> = {
  open: 'A repair was asked for',
  acknowledged: 'The owner acknowledged a repair',
  scheduled: 'A repair visit was scheduled',
  done: 'A repair was marked done',
  confirmed: 'A repair was confirmed done',
  reopened: 'A repair was reopened',
};

type Target = { db: Db; clock: Clock; viewer: Viewer; tenancyId: number };

export async function raiseRepair({ db, clock, viewer, tenancyId, repair }: Target & { repair: z.output<typeof ZRaiseRepairRequest> }) {
  return db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertSide(access, 'tenant');
    assertRunning(access);
    const own = await ownPhotoUrls(tx, tenancyId, repair.photos);
    const stranger = repair.photos.findIndex((url) => !own.has(url));
    if (stranger >= 0)
      throw badRequest('Add photos by uploading them to this tenancy', { [`photos.${stranger}`]: 'This photo was not uploaded to this tenancy' });
    const now = clock.now();
    const row = await insertRepair(tx, { tenancyId, ...repair, status: 'open', raisedBy: viewer.id, createdAt: now });
    await insertRepairEvent(tx, { repairId: row.id, status: 'open', userId: viewer.id, side: 'tenant', note: null, at: now });
    await tellOtherSide(tx, access.row, 'tenant', { title: MOVED.open, body: `A ${CATEGORY_NAMES[repair.category]} request waits for you.` });
    return row.id;
  });
}

export async function actOnRepair({
  db,
  clock,
  viewer,
  tenancyId,
  repairId,
  action,
}: Target & { repairId: number; action: z.output<typeof ZRepairActionRequest> }) {
  await db.transaction(async (tx) => {
    const access = await findTenancyAccess(tx, viewer, tenancyId, { forUpdate: true });
    assertParty(access);
    const repair = await findRepair(tx, tenancyId, repairId, { forUpdate: true });
    if (!repair) throw notFound('Repair request not found');
    const move = repairMove(repair.status, action.action, access.role);
    if ('refusal' in move) {
      if (move.refusal === 'side') throw forbidden(`Only the ${access.role === 'owner' ? 'tenant' : 'owner'} can ${action.action} this request`);
      throw conflict(`A request that is ${repair.status} cannot be ${action.action === 'done' ? 'marked done' : `${action.action}d`}`);
    }
    const visitOn = action.action === 'schedule' ? (action.visitOn ?? null) : repair.visitOn;
    await updateRepair(tx, repair.id, { status: move.to, visitOn });
    await insertRepairEvent(tx, {
      repairId: repair.id,
      status: move.to,
      userId: viewer.id,
      side: access.role,
      note: action.note ?? null,
      at: clock.now(),
    });
    await tellOtherSide(tx, access.row, access.role, {
      title: MOVED[move.to],
      body:
        move.to === 'scheduled' && visitOn
          ? `The visit for the ${CATEGORY_NAMES[repair.category as keyof typeof CATEGORY_NAMES]} request is on ${formatLongDate(visitOn) ?? visitOn}.`
          : `The ${CATEGORY_NAMES[repair.category as keyof typeof CATEGORY_NAMES]} request is now ${move.to}.`,
    });
  });
}
