import { z } from 'zod';
import { listenBrainzBase } from './service-config';
import { callService, rateLimited, readJson, SENT, type SendResult } from './send-result';
import type { OutboxListen } from './outbox-listen';

// ListenBrainz's API (listenbrainz.readthedocs.io, "API"): Authorization: Token <user token>.

const validation = z.object({ valid: z.boolean(), user_name: z.string().optional(), message: z.string().optional() });

export type TokenCheck = { valid: true; userName: string } | { valid: false; message: string } | { unreachable: string };

/** GET /1/validate-token: whether the token is a user's, and whose. */
export async function validateListenBrainzToken(env: Env, token: string): Promise<TokenCheck> {
  const answer = await callService(`${listenBrainzBase(env)}/1/validate-token`, { headers: { Authorization: `Token ${token}` } });
  if (!(answer instanceof Response)) return { unreachable: answer.kind === 'sent' ? '' : answer.message };
  if (answer.status === 401) return { valid: false, message: 'ListenBrainz does not know this token.' };
  const body = validation.safeParse(await readJson(answer));
  if (!answer.ok || !body.success) return { unreachable: `ListenBrainz answered ${answer.status}.` };
  return body.data.valid && body.data.user_name ? { valid: true, userName: body.data.user_name } : { valid: false, message: 'ListenBrainz does not know this token.' };
}

const trackMetadata = (listen: OutboxListen) => ({
  artist_name: listen.artist,
  track_name: listen.track,
  ...(listen.album ? { release_name: listen.album } : {}),
  additional_info: { duration_ms: listen.duration * 1000, media_player: 'Melodia', submission_client: 'Melodia' },
});

/**
 * POST /1/submit-listens: `playing_now` (one listen, no time), or the
 * scrobbles as `import` (several, each with listened_at; `single` is for
 * exactly one, and one import call covers both).
 */
export async function submitListens(env: Env, token: string, listens: OutboxListen[], options: { playingNow?: boolean; timeoutMs?: number } = {}): Promise<SendResult> {
  const body = options.playingNow
    ? { listen_type: 'playing_now', payload: [{ track_metadata: trackMetadata(listens[0]) }] }
    : { listen_type: 'import', payload: listens.map((listen) => ({ listened_at: listen.listened_at, track_metadata: trackMetadata(listen) })) };
  const answer = await callService(
    `${listenBrainzBase(env)}/1/submit-listens`,
    { method: 'POST', headers: { Authorization: `Token ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
    options.timeoutMs,
  );
  if (!(answer instanceof Response)) return answer;
  if (answer.ok) return SENT;
  const said = (await readJson(answer))?.error;
  const message = typeof said === 'string' ? said : `ListenBrainz answered ${answer.status}.`;
  if (answer.status === 401) return { kind: 'revoked', message };
  if (answer.status === 429) return rateLimited(answer, message);
  if (answer.status >= 500) return { kind: 'retry', message };
  return { kind: 'rejected', message };
}
