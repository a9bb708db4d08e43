// Keys for the Idempotency-Key header: the same write sent again under its key is done once.
// getRandomValues, unlike randomUUID, works on plain http too (a LAN address).
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per text: sending the same text again (a double click, a retry after an error) reuses its key,
 * other text gets a new one. `done()` after a success, so the next message, even with the same words, is new.
 */
export function keyForText() {
  let current: { text: string; key: string } | null = null;
  return {
    keyFor(text: string): string {
      if (current?.text !== text) current = { text, key: newIdempotencyKey() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
