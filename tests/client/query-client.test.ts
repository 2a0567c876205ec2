import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/http/api-client';
import { createQueryClient, shouldRetry } from '../../client/http/query-client';

describe('query client (SPEC section 9)', () => {
  it('never retries 401, 403 or 404', () => {
    for (const status of [401, 403, 404]) expect(shouldRetry(0, new ApiError(status, {}))).toBe(false);
  });

  it('retries other failures up to twice', () => {
    const error = new ApiError(500, {});
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
    expect(shouldRetry(1, new TypeError('network'))).toBe(true);
  });

  it('keeps data fresh for 30 s', () => {
    expect(createQueryClient().getDefaultOptions().queries?.staleTime).toBe(30_000);
  });
});
