import { describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { patchAccountUser } from '../../client/account-settings/account-user';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';

// docs/api/accounts.md: the users routes' user carries `tokens` (SPEC section 3); bootstrap data's user does not.
describe('patchAccountUser', () => {
  it("applies the answer's fields to the bootstrap user and leaves its tokens out", () => {
    setBootstrap(makeBootstrap({ user: makeUser({ id: 7, name: 'Before' }) }));
    patchAccountUser({ name: 'After', tokens: [{ id: 1, name: 'CLI', last_used_at: null, created_at: '2026-01-01T00:00:00.000Z' }] });
    const user = getBootstrap().user!;
    expect(user).toMatchObject({ id: 7, name: 'After' });
    expect(user).not.toHaveProperty('tokens');
  });
});
