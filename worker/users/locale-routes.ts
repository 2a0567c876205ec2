import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { users } from '../../db/users';
import { validate } from '../http/validate';
import { ValidationError } from '../http/errors';
import { getLocalization } from '../i18n/localization-service';
import { LOCALE_COOKIE } from '../bootstrap/bootstrap-data';
import { getSettings } from '../settings/settings-service';
import { responds } from '../http/responds';
import { I18n } from '../i18n/i18n-types';

const localeBody = z.object({ locale: z.string().regex(/^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'Choose a valid language.') });

/** SPEC section 7, POST users/me/locale: a user's language, or a visitor's by cookie. */
export const localeRoutes = new Hono<AppEnv>().post('/users/me/locale', validate('json', localeBody), responds(z.object({ locale: I18n })), async (c) => {
  const { locale } = c.req.valid('json');
  const db = c.get('db');
  const fallback = String((await getSettings(c.env, db))['i18n.default_localization']);
  const i18n = await getLocalization(c.env, db, locale, fallback);
  if (i18n.language !== locale) throw ValidationError.field('locale', 'Choose a valid language.');
  const user = c.get('user');
  if (user) await db.update(users).set({ language: locale }).where(eq(users.id, user.id));
  setCookie(c, LOCALE_COOKIE, locale, { path: '/', maxAge: 365 * 24 * 60 * 60, sameSite: 'Lax' });
  return c.json({ locale: i18n });
});
