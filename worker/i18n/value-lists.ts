import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { listLocalizations } from './localization-service';
import { listCountries } from './countries';
import { responds } from '../http/responds';

/** SPEC section 3, value lists: countries (code, name), localizations (language, name) and timezones (grouped text/value). */
const LISTS = {
  countries: async (c: { get: (k: 'user') => { language: string } | null }) => listCountries(c.get('user')?.language),
  localizations: (c: { get: (k: 'db') => Parameters<typeof listLocalizations>[0] }) => listLocalizations(c.get('db')),
  timezones: async () => groupTimezones(Intl.supportedValuesOf('timeZone')),
} as const;

type ListName = keyof typeof LISTS;
const names = z
  .string()
  .max(200)
  .transform((value) => value.split(','))
  .pipe(z.array(z.enum(Object.keys(LISTS) as [ListName, ...ListName[]])));

export function groupTimezones(zones: string[]) {
  const groups: Record<string, { text: string; value: string }[]> = {};
  for (const zone of ['UTC', ...zones.filter((z) => z !== 'UTC')]) {
    const [region] = zone.split('/');
    (groups[zone === 'UTC' ? 'UTC' : region] ??= []).push({ text: zone.replace(/_/g, ' '), value: zone });
  }
  return groups;
}

/** Each list asked for, under its name. */
const valueListsAnswer = z
  .object({
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
    localizations: z.array(z.object({ id: z.int(), name: z.string(), language: z.string() })),
    timezones: z.record(z.string(), z.array(z.object({ text: z.string(), value: z.string() }))),
  })
  .partial();

export const valueListRoutes = new Hono<AppEnv>().get(
  '/value-lists/:names',
  validate('param', z.object({ names })),
  responds(valueListsAnswer),
  async (c) => {
    const lists = c.req.valid('param').names;
    const values = await Promise.all(lists.map((name) => LISTS[name](c)));
    return c.json(Object.fromEntries(lists.map((name, i) => [name, values[i]])));
  },
);
