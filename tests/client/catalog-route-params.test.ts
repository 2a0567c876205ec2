import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../client/http/api-client';
import { orNotFound, parseId, parseOneOf } from '../../client/routing/route-params';

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  return null;
};

describe('catalog route params', () => {
  it('accepts positive integer ids only; anything else is the 404 page', () => {
    expect(parseId('42')).toBe(42);
    for (const bad of ['0', '-1', '1.5', 'abc', '1e3', '007', '', '9999999999999999']) {
      expect(isNotFound(thrown(() => parseId(bad))), bad).toBe(true);
    }
  });

  it('accepts only the listed values', () => {
    expect(parseOneOf('artist', ['artist', 'track'] as const)).toBe('artist');
    expect(isNotFound(thrown(() => parseOneOf('album', ['artist', 'track'] as const)))).toBe(true);
  });

  it('turns a 404 answer into the 404 page and lets other failures through', async () => {
    await expect(orNotFound(Promise.reject(new ApiError(404, {})))).rejects.toSatisfy(isNotFound);
    await expect(orNotFound(Promise.reject(new ApiError(500, {})))).rejects.toBeInstanceOf(ApiError);
    await expect(orNotFound(Promise.resolve(1))).resolves.toBe(1);
  });
});
