import { describe, expect, it } from 'vitest';
import { MOBILE_NUMBER_MESSAGE, MOBILE_START_MESSAGE, normaliseIndianMobile, phoneInputValue, ZIndianMobile } from './phone.ts';

describe('phone normaliser', () => {
  const spellings = [
    '+91 77023 45678',
    '+917702345678',
    '+91-77023-45678',
    '+91 (770) 234 5678',
    '0091 77023 45678',
    '917702345678',
    '91 77023 45678',
    '077023-45678',
    '07702345678',
    '0 77023 45678',
    '77023 45678',
    '77023-45678',
    '770.234.5678',
    ' 7702345678 ',
    '7702345678',
  ];
  it.each(spellings)('keeps the right 10 digits of %j', (typed) => {
    expect(phoneInputValue(typed)).toBe('7702345678');
    expect(ZIndianMobile.parse(typed)).toBe('7702345678');
  });

  it('keeps a mobile that itself starts with 91', () => {
    expect(phoneInputValue('9123456789')).toBe('9123456789');
    expect(phoneInputValue('+91 91234 56789')).toBe('9123456789');
    expect(phoneInputValue('919123456789')).toBe('9123456789');
  });

  it('typing +91 key by key ends with the right number', () => {
    let field = '';
    for (const key of '+917702345678') field = phoneInputValue(field + key);
    expect(field).toBe('7702345678');
  });

  it('typing 0 then the number key by key ends with the right number', () => {
    let field = '';
    for (const key of '077023-45678') field = phoneInputValue(field + key);
    expect(field).toBe('7702345678');
  });

  it('limits only after normalising', () => {
    expect(phoneInputValue('77023456789999')).toBe('7702345678');
    expect(normaliseIndianMobile('77023456789999')).toBe('77023456789999');
  });

  it('the server refuses what is not 10 digits instead of cutting it', () => {
    expect(ZIndianMobile.safeParse('77023456789').success).toBe(false);
    expect(ZIndianMobile.safeParse('770234567').success).toBe(false);
    expect(ZIndianMobile.safeParse('').success).toBe(false);
    expect(ZIndianMobile.safeParse('phone').success).toBe(false);
  });

  it("refuses a number that does not start with 6-9, with its own message, keeping the spec's for the length", () => {
    for (const typed of ['1234567890', '5012345678', '0000000000']) {
      const result = ZIndianMobile.safeParse(typed);
      expect(result.success, typed).toBe(false);
      expect(
        result.error?.issues.map((issue) => issue.message),
        typed,
      ).toEqual([MOBILE_START_MESSAGE]);
    }
    expect(ZIndianMobile.safeParse('12345').error?.issues[0]?.message).toBe(MOBILE_NUMBER_MESSAGE);
  });

  it('keeps zeros that are not a trunk prefix, so the field is not emptied', () => {
    expect(phoneInputValue('0000000000')).toBe('0000000000');
    expect(phoneInputValue('0')).toBe('0');
  });
});
