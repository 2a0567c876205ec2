import { Hono } from 'hono';
import type { AppEnv } from '../types';
import { validate } from '../http/validate';
import { forbidden, HttpError } from '../http/errors';
import { requireAuth, requirePermission } from '../permissions/guard';
import { responds, respondsEmpty, upgrades } from '../http/responds';
import { answered, jamSession, newJamCode, personOf } from './jam-access';
import { JAM_USER_HEADER } from './jam-session';
import { jamTracks } from './jam-tracks';
import {
  addToJamBody,
  createJamBody,
  JamAnswer,
  jamCodeParam,
  jamListenerParam,
  JamPreviewAnswer,
  jamSettingsBody,
  leaveJamBody,
} from './jam-types';

const JAM = '/jams/:code';

/** docs/api/jam.md: Jam sessions (issue 30). Every route needs a signed-in user; all but create and preview, a member. */
export const jamRoutes = new Hono<AppEnv>()
  .post('/jams', requireAuth, requirePermission('music.play'), validate('json', createJamBody), responds(JamAnswer, 201), async (c) => {
    const body = c.req.valid('json');
    const tracks = await jamTracks(c.get('db'), body.track_ids);
    const input = { host: personOf(c.get('user')!), tracks, index: body.index, position_ms: body.position_ms, playing: body.playing, settings: body.settings };
    // A code is 50 bits of randomness: a clash is all but impossible, and the object refuses one anyway.
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = newJamCode();
      const jam = await jamSession(c.env, code).create({ ...input, code });
      if (jam) return c.json({ jam }, 201);
    }
    throw new HttpError(500);
  })
  .get(`${JAM}/preview`, requireAuth, validate('param', jamCodeParam), responds(JamPreviewAnswer), async (c) => {
    const { code } = c.req.valid('param');
    return c.json({ preview: answered(await jamSession(c.env, code).preview(c.get('user')!.id)) });
  })
  .get(JAM, requireAuth, validate('param', jamCodeParam), responds(JamAnswer), async (c) => {
    const { code } = c.req.valid('param');
    return c.json({ jam: answered(await jamSession(c.env, code).read(c.get('user')!.id)) });
  })
  .post(`${JAM}/join`, requireAuth, requirePermission('music.play'), validate('param', jamCodeParam), responds(JamAnswer), async (c) => {
    const { code } = c.req.valid('param');
    return c.json({ jam: answered(await jamSession(c.env, code).join(personOf(c.get('user')!))) });
  })
  .post(`${JAM}/leave`, requireAuth, validate('param', jamCodeParam), validate('json', leaveJamBody), respondsEmpty('Left the Jam'), async (c) => {
    const { code } = c.req.valid('param');
    const { then, to } = c.req.valid('json');
    answered(await jamSession(c.env, code).leave(c.get('user')!.id, then, to));
    return c.body(null, 204);
  })
  .delete(`${JAM}/listeners/:userId`, requireAuth, validate('param', jamListenerParam), respondsEmpty('The listener is removed'), async (c) => {
    const { code, userId } = c.req.valid('param');
    answered(await jamSession(c.env, code).removeListener(c.get('user')!.id, userId));
    return c.body(null, 204);
  })
  .patch(`${JAM}/settings`, requireAuth, validate('param', jamCodeParam), validate('json', jamSettingsBody), responds(JamAnswer), async (c) => {
    const { code } = c.req.valid('param');
    return c.json({ jam: answered(await jamSession(c.env, code).updateSettings(c.get('user')!.id, c.req.valid('json'))) });
  })
  .post(`${JAM}/queue`, requireAuth, validate('param', jamCodeParam), validate('json', addToJamBody), responds(JamAnswer), async (c) => {
    const { code } = c.req.valid('param');
    const session = jamSession(c.env, code);
    // Membership first, so a stranger learns nothing about which track ids exist.
    answered(await session.access(c.get('user')!.id));
    const tracks = await jamTracks(c.get('db'), c.req.valid('json').track_ids);
    return c.json({ jam: answered(await session.addTracks(personOf(c.get('user')!), tracks)) });
  })
  // The live channel: a member's WebSocket to the Jam's object (docs/api/jam.md, "The socket").
  .get(`${JAM}/socket`, requireAuth, validate('param', jamCodeParam), upgrades("Switching Protocols: the WebSocket to the Jam's JamSession"), async (c) => {
    // A page of another site may not open a socket with this user's cookies.
    const origin = c.req.header('Origin');
    if (origin && origin !== new URL(c.req.url).origin) throw forbidden();
    if (c.req.header('Upgrade')?.toLowerCase() !== 'websocket') throw new HttpError(426, 'Expected a WebSocket upgrade.');
    const { code } = c.req.valid('param');
    const userId = c.get('user')!.id;
    const session = jamSession(c.env, code);
    answered(await session.access(userId));
    const headers = new Headers(c.req.raw.headers);
    headers.set(JAM_USER_HEADER, String(userId));
    return session.fetch(new Request(c.req.raw, { headers }));
  });
