import { describe, expect, it } from 'vitest';
import { createLoginThrottle, LOGIN_WINDOW_MS, MAX_FAILURES_PER_ADDRESS, memoryCounterStore } from './login-throttle.ts';

describe('the login throttle', () => {
  it('lets an account try again once the window has passed, and a success clears its count', async () => {
    let now = 0;
    const throttle = createLoginThrottle(memoryCounterStore(() => now));
    for (let i = 0; i < 10; i++) await throttle.recordFailure('Asha', '10.0.0.1');
    await expect(throttle.assertAllowed('asha', '10.0.0.2')).rejects.toThrow('Too many failed sign-in attempts');
    now += LOGIN_WINDOW_MS;
    await expect(throttle.assertAllowed('asha', '10.0.0.2')).resolves.toBeUndefined();

    for (let i = 0; i < 9; i++) await throttle.recordFailure('ravi', '10.0.0.3');
    await throttle.recordSuccess('ravi');
    await throttle.recordFailure('ravi', '10.0.0.3');
    await expect(throttle.assertAllowed('ravi', '10.0.0.4')).resolves.toBeUndefined();
  });

  it('limits one address guessing many accounts', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await throttle.recordFailure(`user${i}`, '10.9.9.9');
    await expect(throttle.assertAllowed('someone-new', '10.9.9.9')).rejects.toThrow('Too many failed sign-in attempts');
    await expect(throttle.assertAllowed('someone-new', '10.9.9.8')).resolves.toBeUndefined();
  });
});
