import { Hono, type Context } from 'hono';
import type { AppEnv } from '../types';
import { createDb } from '../db';
import { HttpError } from '../http/errors';
import { respondsWith } from '../http/responds';
import { recordError } from '../logs/record-error';
import { forgetCatalogAnswers } from '../cache/memory-cache';
import { subsonicMethods } from './methods';
import { publicSystemMethods } from './system';
import { UNSUPPORTED_METHODS } from './unsupported';
import { subsonicUser } from './subsonic-auth';
import { SubsonicParams } from './subsonic-params';
import { SUBSONIC_ERROR, SubsonicError } from './subsonic-types';
import { envelopeResponse, failedEnvelope, formatOf, okEnvelope, type SubsonicFormat } from './envelope';

/**
 * The methods that change something. They sign in against D1 every time
 * (reads may use this isolate's recent sign-ins) and, once they succeed,
 * let go of the catalog answers this isolate cached, as the web app's
 * writes do (worker/app.ts); a play (scrobble) keeps them, as there.
 */
const WRITES = new Set(['star', 'unstar', 'setRating', 'scrobble', 'createPlaylist', 'updatePlaylist', 'deletePlaylist', 'savePlayQueue']);
const KEEPS_CATALOG = new Set(['scrobble']);

/** The web app's errors, when a method reuses its helpers: what a Subsonic client understands. */
const HTTP_TO_SUBSONIC: Record<number, number> = { 401: SUBSONIC_ERROR.notAuthorized, 403: SUBSONIC_ERROR.notAuthorized, 404: SUBSONIC_ERROR.notFound };

/** A table's own entry: a method name like `constructor` names nothing. */
const entryOf = <T>(table: Record<string, T>, name: string): T | undefined => (Object.hasOwn(table, name) ? table[name] : undefined);

/** Wrong or unusable credentials: the error points at the account settings panel where app passwords are made (OpenSubsonic `helpUrl`). */
const CREDENTIAL_ERRORS = new Set<number>([SUBSONIC_ERROR.wrongCredentials, SUBSONIC_ERROR.invalidApiKey]);
const APPS_PANEL = '/account-settings#apps';

const FORM = /^application\/x-www-form-urlencoded\b/i;

/** The query string's parameters, then a form body's (the `formPost` extension). */
async function paramsOf(c: Context<AppEnv>): Promise<SubsonicParams> {
  const search = new URL(c.req.url).searchParams;
  const form = c.req.method === 'POST' && FORM.test(c.req.header('Content-Type') ?? '') ? new URLSearchParams(new TextDecoder().decode(await c.req.arrayBuffer())) : undefined;
  return SubsonicParams.from(search, form);
}

function failure(c: Context<AppEnv>, error: unknown): { code: number; message: string } {
  if (error instanceof SubsonicError) return { code: error.code, message: error.message };
  if (error instanceof HttpError && error.status < 500) {
    return { code: HTTP_TO_SUBSONIC[error.status] ?? SUBSONIC_ERROR.generic, message: error.message };
  }
  console.error(error);
  recordError(c, error);
  return { code: SUBSONIC_ERROR.generic, message: 'Something went wrong on the server' };
}

async function answer(c: Context<AppEnv>): Promise<Response> {
  const method = c.req.param('method')!.replace(/\.view$/, '');
  let format: SubsonicFormat = formatOf(c.req.query('f'));
  try {
    const params = await paramsOf(c);
    format = formatOf(params.get('f'));
    const client = params.get('c') || 'unknown';
    const open = entryOf(publicSystemMethods, method);
    if (open) return envelopeResponse(okEnvelope(await open({ c, params, client })), format);

    const handler = entryOf(subsonicMethods, method);
    if (!handler) {
      const reason = entryOf(UNSUPPORTED_METHODS, method);
      throw new SubsonicError(SUBSONIC_ERROR.generic, reason ? `${method} is not supported: ${reason}` : `Unknown method: ${method}`);
    }
    const write = WRITES.has(method);
    c.set('db', createDb(c.env.DB, write ? 'write' : 'read'));
    const user = await subsonicUser(c, params, write);
    c.set('user', user);
    const result = await handler({ c, user, params, client });
    if (write && !KEEPS_CATALOG.has(method)) forgetCatalogAnswers();
    return result instanceof Response ? result : envelopeResponse(okEnvelope(result), format);
  } catch (error) {
    const { code, message } = failure(c, error);
    const helpUrl = CREDENTIAL_ERRORS.has(code) ? `${new URL(c.req.url).origin}${APPS_PANEL}` : undefined;
    return envelopeResponse(failedEnvelope(code, message, helpUrl), format);
  }
}

const DESCRIPTION = 'A Subsonic envelope (XML, or JSON for f=json; failures too, with HTTP 200), or the bytes of stream, download and getCoverArt';

/**
 * Issue 28: the OpenSubsonic API (docs/api/subsonic.md). Apps sign every
 * request with an app password, so this sits before the web app's session
 * authentication and CSRF check (worker/app.ts).
 */
export const subsonicRoutes = new Hono<AppEnv>().on(['GET', 'POST'], '/rest/:method', respondsWith('text/xml', DESCRIPTION), answer);
