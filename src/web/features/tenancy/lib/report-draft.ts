// A condition report as it is being filled in: rooms from the home's BHK (or the report so far), each
// fitting's condition, note and photos, keys, meter readings and notes; and the request it sends.
import { type ITEM_CONDITIONS, type TConditionReport, type TConditionReportRequest } from '#shared/contracts/tenancy.ts';
import { roomsFor } from '#shared/tenancy/rooms.ts';

export type Condition = (typeof ITEM_CONDITIONS)[number];
export type DraftItem = { name: string; condition: Condition; note: string; photos: string[]; isAdded?: boolean };
export type DraftRoom = { name: string; items: DraftItem[] };
export type ReportDraft = {
  rooms: DraftRoom[];
  keys: { label: string; count: string }[];
  meters: { electricity: string; water: string };
  notes: string;
};

/**
 * The report so far; else a move-out report starts from the move-in one (its rooms, fittings and
 * conditions, without its photos and notes); else the rooms the BHK gives, every fitting good.
 */
export function draftOf(report: TConditionReport | null, bhk: number, moveIn: TConditionReport | null = null): ReportDraft {
  if (!report && moveIn) {
    const start = draftOf(moveIn, bhk);
    return {
      ...start,
      rooms: start.rooms.map((room) => ({ ...room, items: room.items.map((item) => ({ ...item, note: '', photos: [] })) })),
      meters: { electricity: '', water: '' },
      notes: '',
    };
  }
  if (report)
    return {
      rooms: report.rooms.map((room) => ({ name: room.name, items: room.items.map((item) => ({ ...item, photos: [...item.photos] })) })),
      keys: report.keys.map((key) => ({ label: key.label, count: String(key.count) })),
      meters: { ...report.meters },
      notes: report.notes,
    };
  return {
    rooms: roomsFor(bhk).map((room) => ({ name: room.name, items: room.items.map((name) => ({ name, condition: 'good', note: '', photos: [] })) })),
    keys: [{ label: 'Main door', count: '2' }],
    meters: { electricity: '', water: '' },
    notes: '',
  };
}

export function requestOf(draft: ReportDraft): TConditionReportRequest {
  return {
    rooms: draft.rooms.map((room) => ({
      name: room.name,
      items: room.items.map(({ name, condition, note, photos }) => ({ name, condition, note, photos })),
    })),
    keys: draft.keys.map((key) => ({ label: key.label, count: key.count })),
    meters: draft.meters,
    notes: draft.notes,
  };
}

/** A copy of the draft with one fitting changed. */
export function withItem(draft: ReportDraft, roomIndex: number, itemIndex: number, change: Partial<DraftItem>): ReportDraft {
  return {
    ...draft,
    rooms: draft.rooms.map((room, r) =>
      r !== roomIndex ? room : { ...room, items: room.items.map((item, i) => (i === itemIndex ? { ...item, ...change } : item)) },
    ),
  };
}

export function withAddedItem(draft: ReportDraft, roomIndex: number): ReportDraft {
  return {
    ...draft,
    rooms: draft.rooms.map((room, r) =>
      r !== roomIndex ? room : { ...room, items: [...room.items, { name: '', condition: 'good', note: '', photos: [], isAdded: true }] },
    ),
  };
}
