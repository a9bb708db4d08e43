import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength (spec section 5)', () => {
  it('calls anything under 6 characters Too Short, whatever it contains', () => {
    expect(passwordStrength('')).toBe('Too Short');
    expect(passwordStrength('aB3$x')).toBe('Too Short');
  });

  it('calls 6+ characters of one class Weak', () => {
    expect(passwordStrength('abcdef')).toBe('Weak');
    expect(passwordStrength('ABCDEF')).toBe('Weak');
    expect(passwordStrength('123456')).toBe('Weak');
    expect(passwordStrength('!@#$%^')).toBe('Weak');
  });

  it('calls two or three classes Medium', () => {
    expect(passwordStrength('abcde1')).toBe('Medium');
    expect(passwordStrength('Abcdef')).toBe('Medium');
    expect(passwordStrength('Abcde1')).toBe('Medium');
    expect(passwordStrength('abc 12')).toBe('Medium');
  });

  it('calls all four classes Strong', () => {
    expect(passwordStrength('Abcd1!')).toBe('Strong');
    expect(passwordStrength('Demo@1234')).toBe('Strong');
  });

  it('counts spaces and non-Latin characters as other characters', () => {
    expect(passwordStrength('Ab1 xyz')).toBe('Strong');
    expect(passwordStrength('aaaaaé')).toBe('Medium');
  });
});
