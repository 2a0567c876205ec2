import { describe, expect, it } from 'vitest';
import { maskEmail } from '../../client/user-gate/masked-email';

describe('maskEmail', () => {
  it('keeps the first two characters of the local part, then ****, then the domain', () => {
    expect(maskEmail('ada.lovelace@example.com')).toBe('ad****@example.com');
  });

  it('keeps what there is of a one-character local part', () => {
    expect(maskEmail('a@example.com')).toBe('a****@example.com');
  });

  it('masks at the last @ so the domain is never hidden', () => {
    expect(maskEmail('"odd@name"@mail.example.org')).toBe('"o****@mail.example.org');
  });

  it.each([null, undefined, ''])('is all asterisks without an email (%s)', (email) => {
    expect(maskEmail(email)).toBe('****');
  });
});
