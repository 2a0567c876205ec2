import { describe, expect, it } from 'vitest';
import { validateAuthSearch, validateResetSearch } from '../../client/auth/auth-search';

describe('auth search params', () => {
  it('keeps a valid email and the invite, numbers turned to text', () => {
    expect(validateAuthSearch({ email: 'grace@example.com', invite_id: 12, invite_type: 'workspace' })).toEqual({
      email: 'grace@example.com',
      invite_id: '12',
      invite_type: 'workspace',
    });
  });

  it('drops what is missing, empty, malformed or of the wrong type', () => {
    expect(validateAuthSearch({})).toEqual({});
    expect(validateAuthSearch({ email: 'not an email', invite_id: '  ', invite_type: { nested: true } })).toEqual({});
    expect(validateAuthSearch({ email: 42, invite_id: ['a'], invite_type: null })).toEqual({});
    expect(validateResetSearch({ email: '@example.com' })).toEqual({});
  });
});
