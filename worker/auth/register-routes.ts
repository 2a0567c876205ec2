import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { forbidden, ValidationError, type FieldErrors } from '../http/errors';
import { getSettings } from '../settings/settings-service';
import { botTokenField, requireHuman } from '../bot-check/require-human';
import { confirmsPassword, emailField, newPasswordField, requiredString } from './auth-fields';
import { createAccount, EMAIL_TAKEN, isEmailTaken } from './create-account';
import { sendVerificationCode } from './email-verification';
import { signIn } from './sign-in';
import { PASSWORD_MAX_LENGTH, REMEMBER_BY_DEFAULT } from './auth-constants';
import { isPendingInviteFor, joinOnRegister } from '../workspaces/register-invite';
import { responds } from '../http/responds';
import { RegisterAnswer } from '../api-docs/account-answers';

const registerBody = confirmsPassword(
  z.object({
    email: emailField,
    password: newPasswordField,
    password_confirmation: requiredString('password_confirmation', PASSWORD_MAX_LENGTH),
    policies: z.record(z.string().max(100), z.boolean()).default({}),
    // A workspace invite (SPEC section 2, /workspace/join/register): a pending
    // invite for this address lifts `registration.disable`, and the new account joins.
    invite_id: z.string().max(100).optional(),
    invite_type: z.string().max(50).optional(),
    recaptcha_token: botTokenField,
  }),
);

type Policy = { id: string; name?: string };

/** SPEC section 7, POST auth/register: the new account is signed in at once (SPEC section 4). */
export const registerRoutes = new Hono<AppEnv>().post('/register', validate('json', registerBody), requireHuman('register'), responds(RegisterAnswer), async (c) => {
  const body = c.req.valid('json');
  const db = c.get('db');
  const settings = await getSettings(c.env, db);
  if (settings['registration.disable'] === true && !(await isPendingInviteFor(db, body.invite_id, body.email))) throw forbidden();

  const errors: FieldErrors = {};
  for (const policy of (settings['registration.policies'] ?? []) as Policy[]) {
    if (body.policies[policy.id] !== true) errors[`policies.${policy.id}`] = [`You must accept the ${policy.name ?? policy.id}.`];
  }
  if (await isEmailTaken(db, body.email)) errors.email = [EMAIL_TAKEN];
  if (Object.keys(errors).length) throw new ValidationError(errors);

  const userId = await createAccount(db, body.email, body.password);
  const needsVerification = settings.require_email_confirmation === true;
  if (needsVerification) {
    await sendVerificationCode(c.env, db, { id: userId, email: body.email }, String(settings['branding.site_name']));
  }
  await joinOnRegister(c, body.invite_id, { id: userId, email: body.email });
  const bootstrapData = await signIn(c, userId, REMEMBER_BY_DEFAULT);
  return c.json({ status: needsVerification ? 'needs_email_verification' : 'success', bootstrapData });
});
