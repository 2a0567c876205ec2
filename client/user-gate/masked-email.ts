const MASK = '****';

/**
 * SPEC section 2: the first two characters of the local part, ****, then the
 * domain (me****@example.com); all asterisks when there is no email.
 */
export function maskEmail(email: string | null | undefined): string {
  if (!email) return MASK;
  const at = email.lastIndexOf('@');
  if (at < 0) return `${email.slice(0, 2)}${MASK}`;
  return `${email.slice(0, Math.min(2, at))}${MASK}${email.slice(at)}`;
}
