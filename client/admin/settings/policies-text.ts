/** SPEC section 5: a registration policy, a checkbox "I accept the :name" on the register form. */
export type Policy = { id: string; name: string; action?: string };

const asPolicies = (value: unknown): Policy[] => (Array.isArray(value) ? (value as Policy[]) : []);

/** One policy a line: "Name | link". */
export const policiesToText = (value: unknown) =>
  asPolicies(value)
    .map((policy) => (policy.action ? `${policy.name} | ${policy.action}` : policy.name))
    .join('\n');

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);

/**
 * Lines back to policies. A policy keeps its id while its name stays (the
 * register form sends accepted ids), a new one gets one from its name.
 */
export function policiesFromText(text: string, stored: unknown): Policy[] {
  const known = new Map(asPolicies(stored).map((policy) => [policy.name, policy.id]));
  return text
    .split('\n')
    .map((line) => line.split('|').map((part) => part.trim()))
    .filter(([name]) => name)
    .map(([name, action], index) => ({ id: known.get(name) ?? (slug(name) || `policy-${index + 1}`), name, ...(action ? { action } : {}) }));
}
