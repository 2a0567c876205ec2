/**
 * Search params of the sign-in screens (STYLE.md: every edge validates).
 * Route options ship in the first bundle, where zod would bring its whole
 * core (about 14 kB gzipped, measured with `vite build`) to every first page
 * load; these few optional strings are checked by hand instead. A malformed
 * value is dropped rather than failing the page.
 */
export type AuthSearch = { email?: string; invite_id?: string; invite_type?: string };

// The router JSON-parses search values, so ?invite_id=12 arrives as a number.
function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

// Enough to decide whether to prefill (and lock) the field; the worker validates the address itself.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(value: unknown): string | undefined {
  const candidate = text(value);
  return candidate && EMAIL.test(candidate) ? candidate : undefined;
}

/** /login, /register and their /workspace/join twins: an email to prefill and the invite being accepted. */
export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return { email: email(search.email), invite_id: text(search.invite_id), invite_type: text(search.invite_type) };
}

/** /password/reset/$token: the emailed link carries the address. */
export function validateResetSearch(search: Record<string, unknown>): { email?: string } {
  return { email: email(search.email) };
}
