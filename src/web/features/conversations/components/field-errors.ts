// The server's per-field errors of a failed request (empty for any other failure).
import { ApiError } from '#web/lib/api-client.ts';

export const fieldErrorsOf = (error: Error | null): Record<string, string> => (error instanceof ApiError ? (error.errors ?? {}) : {});
