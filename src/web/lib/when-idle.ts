/**
 * Runs `work` once the browser is idle, never inside the input that asked for it. A prefetch on hover
 * must not delay the tap behind it: a phone sends pointerover and the tap's click in one task.
 */
export function whenIdle(work: () => unknown) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => void work(), { timeout: 500 });
  else setTimeout(() => void work(), 1);
}
