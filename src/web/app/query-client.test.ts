import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { createQueryClient } from './query-client.ts';

const retry = createQueryClient().getDefaultOptions().queries?.retry as (failureCount: number, error: unknown) => boolean;

describe("the app's reads", () => {
  it('are tried once more after a network failure or a server error', () => {
    expect(retry(0, new ApiError('Network error. Please try again.', 0))).toBe(true);
    expect(retry(0, new ApiError('Something went wrong', 500))).toBe(true);
    expect(retry(0, new ApiError('Service unavailable', 503))).toBe(true);
    expect(retry(0, new TypeError('Failed to fetch'))).toBe(true);
  });

  it('are not tried a third time', () => {
    expect(retry(1, new ApiError('Something went wrong', 500))).toBe(false);
  });

  it('are not tried again when the server refused or found nothing: the answer would be the same', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retry(0, new ApiError('Refused', status)), String(status)).toBe(false);
  });
});
