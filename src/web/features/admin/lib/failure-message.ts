// Which text a failed write shows: the spec's 'Error ...' when the request never got an answer, the
// server's own message when it explains what to fix (a taken email, active deals, one's own account),
// else the spec's 'Failed to ...'.
import { ApiError } from '#web/lib/api-client.ts';

const EXPLAINED_STATUSES = new Set([400, 403, 404, 409]);

export function failureMessage(error: unknown, texts: { failed: string; error: string }): string {
  if (!(error instanceof ApiError) || error.status === 0) return texts.error;
  return EXPLAINED_STATUSES.has(error.status) ? error.message : texts.failed;
}
