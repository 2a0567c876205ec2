import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { notFound, ValidationError } from '../http/errors';
import { requireAuth, requirePermission } from '../permissions/guard';
import { responds, respondsEmpty } from '../http/responds';
import { userChanged } from '../auth/revocations';
import {
  APP_PASSWORD_NAME_MAX,
  APP_PASSWORDS_PER_USER,
  AppPasswordListAnswer,
  AppPasswordPayload,
  appPasswordsOf,
  countAppPasswords,
  createAppPassword,
  revokeAppPassword,
} from './app-password-store';

const createBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(APP_PASSWORD_NAME_MAX, `The name must not be greater than ${APP_PASSWORD_NAME_MAX} characters.`),
});
const idParam = z.object({ id: z.coerce.number().int().positive() });

/**
 * Issue 28: the credentials third-party Subsonic apps sign in with
 * (docs/api/subsonic.md, "App passwords"). Like personal access tokens,
 * creating one asks for no password confirmation (SPEC section 6 lists the
 * sensitive actions; tokens are not among them), and the secret is shown
 * once, at creation.
 */
export const appPasswordRoutes = new Hono<AppEnv>()
  .get('/app-passwords', requireAuth, responds(AppPasswordListAnswer), async (c) => {
    return c.json({ appPasswords: await appPasswordsOf(c.get('db'), c.get('user')!.id) });
  })
  .post(
    '/app-passwords',
    requireAuth,
    // Without music.view an app password could sign in to nothing (worker/subsonic/subsonic-auth.ts answers error 50).
    requirePermission('music.view'),
    validate('json', createBody),
    responds(z.object({ appPassword: AppPasswordPayload, plainTextPassword: z.string() }), 201),
    async (c) => {
      const user = c.get('user')!;
      const db = c.get('db');
      if ((await countAppPasswords(db, user.id)) >= APP_PASSWORDS_PER_USER) {
        throw new ValidationError({ name: [`You can have at most ${APP_PASSWORDS_PER_USER} app passwords. Revoke one first.`] });
      }
      return c.json(await createAppPassword(c.env, db, user.id, c.req.valid('json').name), 201);
    },
  )
  .delete('/app-passwords/:id', requireAuth, validate('param', idParam), respondsEmpty('The app password is revoked'), async (c) => {
    const user = c.get('user')!;
    // Someone else's app password is as absent as a missing one.
    if (!(await revokeAppPassword(c.get('db'), user.id, c.req.valid('param').id))) throw notFound();
    // This server's cached Subsonic sign-ins of the user are read again (worker/subsonic/subsonic-auth.ts).
    userChanged(user.id);
    return c.body(null, 204);
  });
