import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { Hono } from 'hono';
import type { AppEnv } from '../../../worker/types';
import { createDb } from '../../../worker/db';
import { loadAuthUser } from '../../../worker/permissions/load-user';
import { SubsonicParams } from '../../../worker/subsonic/subsonic-params';
import { SubsonicError, type SubsonicAnswer, type SubsonicHandler } from '../../../worker/subsonic/subsonic-types';

export type HandlerResult = { answer: SubsonicAnswer } | { error: { code: number; message: string } } | { response: Response };

/**
 * Runs one Subsonic method handler as the endpoint does (a Hono context on
 * the real D1/KV/R2 bindings, the user loaded as authentication loads it),
 * without the endpoint's authentication and envelope: the method suites test
 * their handlers with it; the endpoint's own suites go through /rest.
 */
export async function runHandler(handler: SubsonicHandler, userId: number, params: Record<string, string | string[]> = {}, init: RequestInit = {}): Promise<HandlerResult> {
  const user = await loadAuthUser(createDb(env.DB), userId);
  if (!user) throw new Error(`no user ${userId}`);
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) for (const one of [value].flat()) search.append(name, one);
  let result: HandlerResult | undefined;
  const app = new Hono<AppEnv>();
  app.all('/rest/test', async (c) => {
    c.set('db', createDb(env.DB, 'write'));
    c.set('user', user);
    try {
      const answer = await handler({ c, user, params: SubsonicParams.from(search), client: 'test' });
      result = answer instanceof Response ? { response: answer } : { answer };
    } catch (error) {
      if (!(error instanceof SubsonicError)) throw error;
      result = { error: { code: error.code, message: error.message } };
    }
    return c.body(null, 204);
  });
  const ctx = createExecutionContext();
  await app.request(`https://music.test/rest/test?${search}`, init, env, ctx);
  await waitOnExecutionContext(ctx);
  return result!;
}

/** The answer of a handler that should succeed. */
export async function answerOf(handler: SubsonicHandler, userId: number, params: Record<string, string | string[]> = {}): Promise<SubsonicAnswer> {
  const result = await runHandler(handler, userId, params);
  if ('answer' in result) return result.answer;
  throw new Error(`expected an answer, got ${JSON.stringify('error' in result ? result.error : result.response.status)}`);
}

/** The Subsonic error of a handler that should fail. */
export async function errorOf(handler: SubsonicHandler, userId: number, params: Record<string, string | string[]> = {}): Promise<{ code: number; message: string }> {
  const result = await runHandler(handler, userId, params);
  if ('error' in result) return result.error;
  throw new Error('expected a Subsonic error');
}
