import { z } from 'zod';

/** A language code as users' language and the locale route take it: `es`, `pt-BR`. */
export const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

const name = z.string().trim().min(1, 'The name field is required.').max(100);

export const createBody = z.object({
  name,
  language: z.string().trim().regex(LANGUAGE_CODE, 'Use a language code such as es or pt-BR.'),
});

/**
 * A rename and/or changed lines: only the lines that changed travel (a text
 * sets a line, null or '' removes it, and trans() then shows the English
 * key). The 1 MiB body limit bounds a save; the client sends larger ones in parts.
 */
export const updateBody = z.object({
  name: name.optional(),
  lines: z
    .record(z.string().min(1).max(1000), z.string().max(10_000).nullable())
    .transform((lines) => Object.fromEntries(Object.entries(lines).map(([key, text]) => [key, text === '' ? null : text])))
    .optional(),
});

export const idParam = z.object({ id: z.coerce.number().int().positive() });

/** GET localizations/{name}: a language code, or an id (the translate page's address has the id). */
export const nameParam = z.object({
  name: z
    .string()
    .refine((name) => /^\d{1,10}$/.test(name) || LANGUAGE_CODE.test(name), 'Name a localization by its language code.')
    .transform((name) => (/^\d+$/.test(name) ? Number(name) : name)),
});
