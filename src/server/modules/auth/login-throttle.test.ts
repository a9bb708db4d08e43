import { describe, expect, it } from 'vitest';
import {
  createLoginThrottle,
  type LoginSubject,
  LOGIN_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  memoryCounterStore,
} from './login-throttle.ts';

const asha = { account: 'asha', typed: 'asha' };

/** One wrong password: the attempt is let in, then counted as a failure. */
async function fail(throttle: ReturnType<typeof createLoginThrottle>, subject: LoginSubject, address: string) {
  await throttle.begin(subject, address);
  await throttle.failed(address);
}

describe('the login throttle', () => {
  it('counts an account whatever identifier was typed, lets it try again once the window has passed, and a success clears its count', async () => {
    let now = 0;
    const throttle = createLoginThrottle(memoryCounterStore(() => now));
    for (const typed of ['asha', 'asha@example.test', '9848012345', 'ASHA', 'asha', 'asha@example.test', '9848012345', 'asha', 'asha', 'asha']) {
      await fail(throttle, { account: 'Asha', typed }, '10.0.0.1');
    }
    await expect(throttle.begin({ account: 'asha', typed: '9848012345' }, '10.0.0.2')).rejects.toThrow('Too many failed sign-in attempts');
    now += LOGIN_WINDOW_MS;
    await expect(throttle.begin(asha, '10.0.0.2')).resolves.toBeUndefined();

    const ravi = { account: 'ravi', typed: 'ravi' };
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT - 1; i++) await fail(throttle, ravi, '10.0.0.3');
    await throttle.begin(ravi, '10.0.0.3');
    await throttle.succeeded(ravi);
    await fail(throttle, ravi, '10.0.0.3');
    await expect(throttle.begin(ravi, '10.0.0.4')).resolves.toBeUndefined();
  });

  it('takes the slot before the check: attempts in flight count, so the eleventh is refused before any fails', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    const started = await Promise.allSettled(Array.from({ length: MAX_FAILURES_PER_ACCOUNT + 5 }, () => throttle.begin(asha, '10.1.1.1')));
    expect(started.filter((s) => s.status === 'fulfilled')).toHaveLength(MAX_FAILURES_PER_ACCOUNT);
  });

  it('limits an identifier that names no account like an account', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i++) await fail(throttle, { typed: 'Nobody' }, '10.2.2.2');
    await expect(throttle.begin({ typed: 'nobody' }, '10.2.2.3')).rejects.toThrow('Too many failed sign-in attempts');
  });

  it('limits one address guessing many accounts, counting failures only', async () => {
    const throttle = createLoginThrottle(memoryCounterStore());
    // Successes from the address, any number of them, use up nothing.
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS * 2; i++) {
      const colleague = { account: `colleague${i}`, typed: `colleague${i}@example.test` };
      await throttle.begin(colleague, '10.9.9.9');
      await throttle.succeeded(colleague);
    }
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i++) await fail(throttle, { account: `user${i}`, typed: `user${i}` }, '10.9.9.9');
    await expect(throttle.begin({ typed: 'someone-new' }, '10.9.9.9')).rejects.toThrow('Too many failed sign-in attempts');
    await expect(throttle.begin({ typed: 'someone-new' }, '10.9.9.8')).resolves.toBeUndefined();
  });
});
