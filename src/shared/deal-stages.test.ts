import { describe, expect, it } from 'vitest';
import {
  DEAL_STAGES,
  displayStage,
  isActiveStage,
  nextStageChoices,
  stageColour,
  stageColourToken,
  stageLabel,
  stageProgress,
} from './deal-stages.ts';
import { indiaDateOf } from './india-date.ts';
import { ZCalendarDate, ZDealCreateRequest, ZStageUpdateRequest } from './contracts/deal.ts';

describe('deal stages', () => {
  it('keeps the spec order', () => {
    expect(DEAL_STAGES).toEqual(['INQUIRY', 'SHORTLIST', 'NEGOTIATION', 'AGREEMENT', 'REGISTRATION', 'PAYMENT', 'COMPLETED']);
  });

  it.each([
    ['INQUIRY', 100 / 7],
    ['NEGOTIATION', 300 / 7],
    ['PAYMENT', 600 / 7],
    ['COMPLETED', 100],
    [null, 100 / 7],
    ['BOGUS', 100 / 7],
  ])('progress of %s is position/7', (stage, percent) => expect(stageProgress(stage)).toBeCloseTo(percent));

  it('counts every stage but COMPLETED as active', () => {
    expect(DEAL_STAGES.filter((s) => isActiveStage(s))).toHaveLength(6);
    expect(isActiveStage('COMPLETED')).toBe(false);
    expect(isActiveStage(undefined)).toBe(true);
  });

  it('shows a missing stage as INQUIRY', () => {
    expect(displayStage(undefined)).toBe('INQUIRY');
    expect(displayStage('PAYMENT')).toBe('PAYMENT');
  });

  it.each([
    ['INQUIRY', 'blue'],
    ['SHORTLIST', 'purple'],
    ['NEGOTIATION', 'amber'],
    ['AGREEMENT', 'green'],
    ['REGISTRATION', 'cyan'],
    ['PAYMENT', 'pink'],
    ['COMPLETED', 'bright-green'],
    ['WHATEVER', 'grey'],
  ])('colours %s %s', (stage, colour) => expect(stageColour(stage)).toBe(colour));

  it('names the design token of a stage colour', () => {
    expect(stageColourToken('REGISTRATION')).toBe('--stage-registration');
    expect(stageColourToken(null)).toBe('--stage-unknown');
  });

  it('offers the current stage and later ones, none once completed', () => {
    expect(nextStageChoices('AGREEMENT')).toEqual(['AGREEMENT', 'REGISTRATION', 'PAYMENT', 'COMPLETED']);
    expect(nextStageChoices('INQUIRY')).toEqual(DEAL_STAGES);
    expect(nextStageChoices('PAYMENT')).toEqual(['PAYMENT', 'COMPLETED']);
    expect(nextStageChoices('COMPLETED')).toEqual([]);
  });

  it('labels stages for people', () => expect(stageLabel('NEGOTIATION')).toBe('Negotiation'));
});

describe('deal requests', () => {
  const required = 'Please provide both the Date of Visit/Update and a Matter of Visit/Note.';

  it.each([
    [{ stage: 'SHORTLIST', notes: 'Visited' }],
    [{ stage: 'SHORTLIST', date: '2025-03-01' }],
    [{ stage: 'SHORTLIST', date: '', notes: 'Visited' }],
    [{ stage: 'SHORTLIST', date: '2025-03-01', notes: '   ' }],
  ])('refuses a stage update without date and notes: %j', (body) => {
    const result = ZStageUpdateRequest.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(required);
  });

  it('accepts a complete stage update and trims notes', () => {
    expect(ZStageUpdateRequest.parse({ stage: 'PAYMENT', date: '2025-03-01', notes: ' Paid ' })).toEqual({
      stage: 'PAYMENT',
      date: '2025-03-01',
      notes: 'Paid',
    });
  });

  it.each(['2025-02-30', '2025-13-01', '01/03/2025', '2025-3-1'])('refuses the impossible date %s', (date) => {
    expect(ZCalendarDate.safeParse(date).success).toBe(false);
  });

  it.each([0, -5, 12.5, 'abc', 1_000_000_001])('refuses the agreed price %s', (agreedPrice) => {
    expect(ZDealCreateRequest.safeParse({ propertyId: 1, buyerId: 2, agreedPrice }).success).toBe(false);
  });

  it('accepts an agreed price sent as digits', () => {
    expect(ZDealCreateRequest.parse({ propertyId: 1, buyerId: 2, agreedPrice: '4500000' }).agreedPrice).toBe(4_500_000);
  });
});

describe('India dates', () => {
  it('uses the Asia/Kolkata calendar day', () => {
    // 20:00 UTC is already 01:30 the next day in India.
    expect(indiaDateOf(new Date('2025-03-01T20:00:00Z'))).toBe('2025-03-02');
    expect(indiaDateOf(new Date('2025-03-01T18:00:00Z'))).toBe('2025-03-01');
  });
});
