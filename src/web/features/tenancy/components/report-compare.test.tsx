// @vitest-environment happy-dom
// The move-out report beside the move-in one: a fitting that changed shows then and now with the
// photos of both; fittings left as they were are named in one line.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TConditionReport } from '#shared/contracts/tenancy.ts';
import { ReportCompare } from './report-compare.tsx';

afterEach(cleanup);

const report = (kind: TConditionReport['kind'], walls: TConditionReport['rooms'][number]['items'][number]): TConditionReport => ({
  kind,
  rooms: [{ name: 'Bedroom 1', items: [walls, { name: 'Fan', condition: 'good', note: '', photos: [] }] }],
  keys: [],
  meters: { electricity: '', water: '' },
  notes: '',
  preparedBy: { userId: 1, name: 'Padma Rao', side: 'owner' },
  updatedAt: '2026-04-01T10:00:00.000Z',
  acceptances: [],
  sideNotes: [],
  isLocked: true,
});

describe('the move-out report beside the move-in one', () => {
  it('shows a changed fitting then and now with both photos, and names the unchanged ones', () => {
    const moveIn = report('move_in', { name: 'Walls and paint', condition: 'fair', note: 'Two nail holes', photos: ['/uploads/in.webp'] });
    const moveOut = report('move_out', { name: 'Walls and paint', condition: 'damaged', note: 'Crayon on the wall', photos: ['/uploads/out.webp'] });
    render(<ReportCompare moveIn={moveIn} moveOut={moveOut} />);
    const walls = screen.getByText('Walls and paint').closest('li') as HTMLElement;
    expect(within(walls).getByText(/Fair · Two nail holes/)).toBeTruthy();
    expect(within(walls).getByText(/Damaged · Crayon on the wall/)).toBeTruthy();
    expect(within(walls).getByRole('img', { name: 'Walls and paint, Bedroom 1 at move-in, photo 1' }).getAttribute('src')).toBe('/uploads/in.webp');
    expect(within(walls).getByRole('img', { name: 'Walls and paint, Bedroom 1 at move-out, photo 1' }).getAttribute('src')).toBe('/uploads/out.webp');
    expect(screen.getByText('As at move-in: Fan (Good)')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(1 + 2);
  });
});
