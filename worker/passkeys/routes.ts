import { Hono, type Context } from 'hono';
import { clientAddress } from '../http/client-address';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { AppEnv } from '../types';
import { passkeys } from '../../db/auth';
import { validate } from '../http/validate';
import { forbidden, notFound, ValidationError } from '../http/errors';
import { hitRateLimit } from '../http/rate-limit';
import { requireAuth } from '../permissions/guard';
import { loadAuthUser } from '../permissions/load-user';
import { signIn } from '../auth/sign-in';
import { fromBase64Url, toBase64Url } from '../auth/crypto';
import { keepsSignInMethod } from '../social/social-accounts';
import { storeChallenge, takeChallenge } from './challenges';
import { PASSKEY_ALGORITHMS, PASSKEY_CHALLENGE_SECONDS, relyingParty, requirePasskeys } from './relying-party';
import { authenticationResponseSchema, registrationResponseSchema } from './webauthn-schemas';
import { findByCredentialId, findOwnPasskey, listPasskeys, publicColumns } from './passkey-store';
import { responds } from '../http/responds';
import { EmptyAnswer, timestamp } from '../http/response-fields';
import { BootstrapAnswer } from '../api-docs/bootstrap-data-schema';

const REGISTER_COOKIE = 'passkey_register';
const LOGIN_COOKIE = 'passkey_login';
const encoder = new TextEncoder();

/** The WebAuthn user handle: the account id, so a discovered credential names its owner. */
const userHandle = (userId: number) => new Uint8Array(encoder.encode(String(userId)));

function setChallengeCookie(c: Context<AppEnv>, name: string, path: string, token: string) {
  setCookie(c, name, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: new URL(c.req.url).protocol === 'https:',
    path,
    maxAge: PASSKEY_CHALLENGE_SECONDS,
  });
}

const expired = () => ValidationError.field('response', 'This passkey request has expired. Please try again.');
const unverified = () => ValidationError.field('response', 'The passkey could not be verified.');

const createBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(100, 'The name may not be greater than 100 characters.'),
  response: registrationResponseSchema,
});
const loginBody = z.object({ response: authenticationResponseSchema, remember: z.boolean().optional() });
const idParam = z.object({ id: z.coerce.number().int().positive() });

/** Options per browser address: each one stores a challenge row, so they are not free. */
const LOGIN_OPTIONS_LIMIT = { max: 60, windowSeconds: 10 * 60 };

/** A passkey as its owner sees it (passkey-store.ts `publicColumns`). */
const PasskeyPayload = z.object({ id: z.int(), name: z.string(), created_at: timestamp, last_used_at: timestamp.nullable() });

const credential = z.object({ id: z.string(), type: z.literal('public-key'), transports: z.array(z.string()).optional() });
/** What @simplewebauthn/server's generateRegistrationOptions makes of the options below, for navigator.credentials.create(). */
const registrationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.int(), type: z.literal('public-key') })),
  timeout: z.int(),
  attestation: z.literal('none'),
  excludeCredentials: z.array(credential),
  authenticatorSelection: z.object({ residentKey: z.literal('required'), requireResidentKey: z.literal(true), userVerification: z.literal('preferred') }),
  extensions: z.object({ credProps: z.boolean() }),
  hints: z.array(z.string()),
});
/** generateAuthenticationOptions's, for navigator.credentials.get(): no allowCredentials (discoverable passkeys). */
const authenticationOptions = z.object({ rpId: z.string(), challenge: z.string(), timeout: z.int(), userVerification: z.literal('preferred') });

/** Passkey management for the signed-in user, under /api/v1 (docs/api/accounts.md, Passkeys). */
export const passkeyRoutes = new Hono<AppEnv>()
  .use('/passkeys', requirePasskeys, requireAuth)
  .use('/passkeys/*', requirePasskeys, requireAuth)
  .get('/passkeys', responds(z.object({ passkeys: z.array(PasskeyPayload) })), async (c) => {
    return c.json({ passkeys: await listPasskeys(c.get('db'), c.get('user')!.id) });
  })
  .post('/passkeys/registration-options', responds(registrationOptions), async (c) => {
    const db = c.get('db');
    const user = c.get('user')!;
    const { rpID, rpName } = await relyingParty(c);
    const existing = await db
      .select({ id: passkeys.credential_id, transports: passkeys.transports })
      .from(passkeys)
      .where(eq(passkeys.user_id, user.id));
    const options = await generateRegistrationOptions({
      rpName,
      rpID,
      userName: user.email,
      userDisplayName: user.name,
      userID: userHandle(user.id),
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
      attestationType: 'none',
      excludeCredentials: existing,
      // Sign-in asks for discoverable credentials only (no allowCredentials), so
      // a passkey must be one the authenticator can find by itself.
      authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'preferred' },
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    });
    const token = await storeChallenge(db, 'passkey_register', user.id, { challenge: options.challenge }, PASSKEY_CHALLENGE_SECONDS);
    setChallengeCookie(c, REGISTER_COOKIE, '/api/v1/passkeys', token);
    return c.json(options);
  })
  .post('/passkeys', validate('json', createBody), responds(z.object({ passkey: PasskeyPayload }), 201), async (c) => {
    const db = c.get('db');
    const user = c.get('user')!;
    const { name, response } = c.req.valid('json');
    const challenge = await takeChallenge(db, 'passkey_register', getCookie(c, REGISTER_COOKIE));
    deleteCookie(c, REGISTER_COOKIE, { path: '/api/v1/passkeys' });
    if (!challenge || challenge.user_id !== user.id) throw expired();

    const { rpID, origin } = await relyingParty(c);
    const verification = await verifyRegistrationResponse({
      response,
      expectedChallenge: String(challenge.payload.challenge),
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
      supportedAlgorithmIDs: PASSKEY_ALGORITHMS,
    }).catch(() => null);
    if (!verification?.verified) throw unverified();

    const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
    if (await findByCredentialId(db, credential.id)) throw ValidationError.field('response', 'This passkey is already registered.');
    const [passkey] = await db
      .insert(passkeys)
      .values({
        user_id: user.id,
        name,
        credential_id: credential.id,
        public_key: toBase64Url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        device_type: credentialDeviceType,
        backed_up: credentialBackedUp,
      })
      .returning(publicColumns);
    return c.json({ passkey }, 201);
  })
  .delete('/passkeys/:id', validate('param', idParam), responds(EmptyAnswer), async (c) => {
    const db = c.get('db');
    const user = c.get('user')!;
    const { id } = c.req.valid('param');
    if (!(await findOwnPasskey(db, user.id, id))) throw notFound();
    if (!(await keepsSignInMethod(db, user.id, { passkeyId: id }))) {
      throw ValidationError.field('passkey', 'Set a password before deleting your only way to sign in.');
    }
    await db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.user_id, user.id)));
    return c.json({});
  });

/**
 * Passkey sign-in, at the root like the other auth routes. It skips the
 * two-factor step: the passkey is possession and user verification in one.
 */
export const passkeyAuthRoutes = new Hono<AppEnv>()
  .use('/auth/passkeys/*', requirePasskeys)
  .post('/auth/passkeys/login-options', responds(authenticationOptions), async (c) => {
    const db = c.get('db');
    await hitRateLimit(db, `passkey-options:${clientAddress(c) ?? 'unknown'}`, LOGIN_OPTIONS_LIMIT.max, LOGIN_OPTIONS_LIMIT.windowSeconds);
    const { rpID } = await relyingParty(c);
    // No allowCredentials: the authenticator offers the passkeys it holds for this site.
    const options = await generateAuthenticationOptions({ rpID, userVerification: 'preferred', timeout: PASSKEY_CHALLENGE_SECONDS * 1000 });
    const token = await storeChallenge(db, 'passkey_login', null, { challenge: options.challenge }, PASSKEY_CHALLENGE_SECONDS);
    setChallengeCookie(c, LOGIN_COOKIE, '/auth/passkeys', token);
    return c.json(options);
  })
  .post('/auth/passkeys/login', validate('json', loginBody), responds(BootstrapAnswer.extend({ status: z.literal('success') })), async (c) => {
    const db = c.get('db');
    const { response, remember } = c.req.valid('json');
    const challenge = await takeChallenge(db, 'passkey_login', getCookie(c, LOGIN_COOKIE));
    deleteCookie(c, LOGIN_COOKIE, { path: '/auth/passkeys' });
    if (!challenge) throw expired();

    const passkey = await findByCredentialId(db, response.id);
    const handle = response.response.userHandle;
    if (!passkey || (handle && handle !== toBase64Url(userHandle(passkey.user_id)))) {
      throw ValidationError.field('response', 'This passkey is not registered on this site.');
    }
    const { rpID, origin } = await relyingParty(c);
    const verification = await verifyAuthenticationResponse({
      response,
      expectedChallenge: String(challenge.payload.challenge),
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: passkey.credential_id,
        publicKey: new Uint8Array(fromBase64Url(passkey.public_key)),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (!verification?.verified) throw unverified();

    const user = await loadAuthUser(db, passkey.user_id);
    if (!user) throw unverified();
    if (user.banned_at) throw forbidden();
    await db
      .update(passkeys)
      .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date().toISOString() })
      .where(eq(passkeys.id, passkey.id));
    return c.json({ status: 'success', bootstrapData: await signIn(c, user.id, remember ?? true) });
  });
