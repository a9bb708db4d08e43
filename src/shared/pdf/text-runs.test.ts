import { describe, expect, it } from 'vitest';
import { textRuns } from './text-runs.ts';

describe('textRuns', () => {
  it('keeps plain English in one Latin run', () => {
    expect(textRuns('Rent of 25,000')).toEqual([{ script: 'latin', text: 'Rent of 25,000' }]);
  });
  it('draws ₹ with the Devanagari font and digits with the Latin one', () => {
    expect(textRuns('₹25,000/-')).toEqual([
      { script: 'devanagari', text: '₹' },
      { script: 'latin', text: '25,000/-' },
    ]);
  });
  it('splits a Telugu name and a Hindi name from the English around them', () => {
    expect(textRuns('Owner: శ్రీనివాస్ రెడ్డి, प्रिया शर्मा.')).toEqual([
      { script: 'latin', text: 'Owner: ' },
      { script: 'telugu', text: 'శ్రీనివాస్' },
      { script: 'latin', text: ' ' },
      { script: 'telugu', text: 'రెడ్డి' },
      { script: 'latin', text: ', ' },
      { script: 'devanagari', text: 'प्रिया' },
      { script: 'latin', text: ' ' },
      { script: 'devanagari', text: 'शर्मा' },
      { script: 'latin', text: '.' },
    ]);
  });
  it('keeps a joiner with the letters it joins', () => {
    expect(textRuns('क्\u200Dष')).toEqual([{ script: 'devanagari', text: 'क्\u200Dष' }]);
  });
});
