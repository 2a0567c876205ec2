import { z } from 'zod';

/**
 * A setting's own check beyond its type (POST settings answers 422 with the
 * rule's message on the setting's name). Messages are plain sentences an
 * admin reads under the field.
 */
export type SettingRule = z.ZodType;

/** Strings without a rule of their own: names, addresses, keys. */
export const TEXT_MAX_LENGTH = 1000;

export const oneOf = (...values: [string, ...string[]]) => z.enum(values, { error: `Must be one of: ${values.join(', ')}.` });

export const intBetween = (min: number, max: number) => {
  const message = `Must be a whole number from ${min} to ${max}.`;
  return z.number().int(message).min(min, message).max(max, message);
};

export const textUpTo = (max: number) => z.string().max(max, `Must not be longer than ${max} characters.`);

/** An absolute http(s) address, or empty for "not set". */
export const urlOrEmpty = z.union([z.literal(''), z.url({ protocol: /^https?$/, error: 'Must be an http or https address.' }).max(TEXT_MAX_LENGTH)], {
  error: 'Must be an http or https address.',
});

/** File extensions and MIME types: short lowercase words, one per entry. */
export const wordList = (pattern: RegExp, what: string) =>
  z.array(z.string().regex(pattern, `Each entry must be ${what}.`)).max(200, 'At most 200 entries.');

/** Registration policies (SPEC section 5): checkboxes named by the policy, each with an id the register form sends. */
export const policyList = z
  .array(
    z.object({
      id: z.string().regex(/^[a-z0-9_-]{1,50}$/, 'Each policy needs an id of lowercase letters, digits, - or _.'),
      name: textUpTo(100).min(1, 'Each policy needs a name.'),
      action: textUpTo(TEXT_MAX_LENGTH).optional(),
    }),
  )
  .max(10, 'At most 10 policies.');
