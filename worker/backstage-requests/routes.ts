import { Hono } from 'hono';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppEnv } from '../types';
import { backstageRequests } from '../../db/backstage-requests';
import { notFound } from '../http/errors';
import { validate } from '../http/validate';
import { requireAuth, requirePermission } from '../permissions/guard';
import { adminListRoutes } from '../admin/list/list-routes';
import { idList } from '../admin/list/id-list';
import { attachmentRoutes, mayRead } from './attachment-routes';
export { ATTACHMENT_BODY_LIMIT } from './attachment-routes';
import { createRequest, managedArtists } from './create-request';
import { ownRequests, presentRequest, storedRequest } from './load-request';
import { approveRequest, denyRequest } from './review-request';
import { notifyReview } from './request-notifications';
import { createRequestBody, requestParam, reviewBody } from './request-schemas';
import { requestsList } from './requests-list';
import { userHasPermission } from '../permissions/auth-user';
import { responds } from '../http/responds';
import { MessageAnswer } from '../http/response-fields';
import { BackstageRequestPayload } from './request-types';

const ADMIN = 'admin.access';
const CREATE = 'backstageRequests.create';

const requestAnswer = z.object({ request: BackstageRequestPayload });

/**
 * docs/api/backstage-requests.md (issue 16): a listener asks to become,
 * claim or verify an artist; an admin approves (role, artist, manager link
 * or verified flag in one batch) or denies, and the requester is notified.
 */
export const backstageRequestRoutes = new Hono<AppEnv>()
  .route('/', attachmentRoutes)
  .route('/', adminListRoutes('/backstage-requests', ADMIN, requestsList))
  .post('/backstage-requests', requirePermission(CREATE), validate('json', createRequestBody), responds(requestAnswer, 201), async (c) => {
    const db = c.get('db');
    const row = await createRequest(db, c.env.MEDIA, c.get('user')!, c.req.valid('json'));
    return c.json({ request: await presentRequest(db, row, false) }, 201);
  })
  .get('/backstage-requests/me', requireAuth, responds(z.object({ requests: z.array(BackstageRequestPayload) })), async (c) => c.json({ requests: await ownRequests(c.get('db'), c.get('user')!.id) }))
  // The verify form's choices: the artists the user manages.
  .get('/backstage-requests/managed-artists', requirePermission(CREATE), responds(z.object({ artists: z.array(z.object({ id: z.int(), name: z.string(), image: z.string().nullable(), verified: z.boolean() })) })), async (c) => c.json({ artists: await managedArtists(c.get('db'), c.get('user')!.id) }))
  .get('/backstage-requests/:id{[0-9]+}', requireAuth, validate('param', requestParam), responds(requestAnswer), async (c) => {
    const user = c.get('user')!;
    const db = c.get('db');
    const row = await storedRequest(db, c.req.valid('param').id);
    if (!row || !mayRead(user, row.user_id)) throw notFound();
    return c.json({ request: await presentRequest(db, row, userHasPermission(user, ADMIN)) });
  })
  .post('/backstage-requests/:id{[0-9]+}/approve', requirePermission(ADMIN), validate('param', requestParam), validate('json', reviewBody), responds(requestAnswer), async (c) => {
    const db = c.get('db');
    const request = await storedRequest(db, c.req.valid('param').id);
    if (!request) throw notFound();
    const note = c.req.valid('json').note ?? null;
    await approveRequest(db, { request, reviewerId: c.get('user')!.id, note });
    // The role is read from D1 on the requester's next request (worker/permissions/load-user.ts): nothing cached to forget.
    await notifyReview(c, request, 'approved', note);
    return c.json({ request: await presentRequest(db, (await storedRequest(db, request.id))!, true) });
  })
  .post('/backstage-requests/:id{[0-9]+}/deny', requirePermission(ADMIN), validate('param', requestParam), validate('json', reviewBody), responds(requestAnswer), async (c) => {
    const db = c.get('db');
    const request = await storedRequest(db, c.req.valid('param').id);
    if (!request) throw notFound();
    const note = c.req.valid('json').note ?? null;
    await denyRequest(db, { request, reviewerId: c.get('user')!.id, note });
    await notifyReview(c, request, 'denied', note);
    return c.json({ request: await presentRequest(db, (await storedRequest(db, request.id))!, true) });
  })
  .delete('/backstage-requests/:ids', requirePermission(ADMIN), validate('param', z.object({ ids: idList('Name requests by their ids, comma-separated.') })), responds(MessageAnswer), async (c) => {
    const ids = c.req.valid('param').ids;
    await c.get('db').delete(backstageRequests).where(inArray(backstageRequests.id, ids));
    return c.json({ message: ids.length > 1 ? 'Requests deleted' : 'Request deleted' });
  });
