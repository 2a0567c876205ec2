import { z } from 'zod';

/** SPEC section 1: an i18n object of a language code and a lines map. */
export const I18n = z
  .object({ id: z.int(), name: z.string(), language: z.string(), lines: z.record(z.string(), z.string()) })
  .meta({ id: 'I18n' });
export type I18n = z.infer<typeof I18n>;
