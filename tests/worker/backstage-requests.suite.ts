import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { backstageRequests } from '../../db/backstage-requests';
import { artistManagers, artists } from '../../db/music-catalog';
import { roles, userRoles } from '../../db/roles';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';
import { adminList, send } from './support/admin-api';
import { createArtist } from './support/music-fixtures';
import { notificationsOf } from './support/notification-fixtures';
import { PNG_PIXEL, r2Keys } from './support/upload-fixtures';
import { planOf } from './support/query-plan';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { requestsList } from '../../worker/backstage-requests/requests-list';

// Issue 16: become, claim and verify requests, their review and its effects.

async function listener() {
  const user = await createUser();
  return { user, headers: (await loginAs(user.id)).headers };
}

const sendRequest = (body: unknown, headers: Record<string, string>) => postJson('/api/v1/backstage-requests', body, headers);
const review = async (id: number, decision: 'approve' | 'deny', note?: string, headers?: Record<string, string>) =>
  postJson(`/api/v1/backstage-requests/${id}/${decision}`, note === undefined ? {} : { note }, headers ?? (await adminHeaders()));

async function attach(headers: Record<string, string>, bytes: Uint8Array = PNG_PIXEL, name = 'proof.png', type = 'image/png') {
  const form = new FormData();
  form.set('file', new File([bytes], name, { type }));
  const res = await request('/api/v1/backstage-requests/attachments', { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: form });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<any>()).fileEntry as { id: number; url: string };
}

const roleNames = async (userId: number) =>
  (await db().select({ name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.role_id)).where(eq(userRoles.user_id, userId))).map((r) => r.name);
const managers = async (artistId: number) => (await db().select().from(artistManagers).where(eq(artistManagers.artist_id, artistId))).map((m) => m.user_id);
const requestCount = async (userId: number) => (await db().select().from(backstageRequests).where(eq(backstageRequests.user_id, userId))).length;

describe('become-artist', () => {
  it('is sent with an image and attachments, seen by its sender, approved: a new artist, a manager, the artists role, a notification', async () => {
    const { user, headers } = await listener();
    const image = await attach(headers, PNG_PIXEL, 'me.png');
    const proof = await attach(headers, new TextEncoder().encode('%PDF-1.4 proof'), 'proof.pdf', 'application/pdf');
    const name = `Become ${Date.now()}`;
    const res = await sendRequest(
      { type: 'become-artist', artist_name: name, image_entry_id: image.id, bio: 'Songs about trains.', links: [{ url: 'https://example.com/me', title: 'Site' }], requester_role: 'artist', attachments: [proof.id] },
      headers,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const { request: sent } = await res.json<any>();
    expect(sent).toMatchObject({ type: 'become-artist', status: 'pending', artist_name: name, requester_role: 'artist', artist: null, user: { id: user.id } });
    expect(sent.user.email).toBeUndefined();
    expect(sent.image).toMatch(/^\/storage\/images\/artists\/[0-9a-f]{32}\.png$/);
    expect(sent.attachments).toEqual([expect.objectContaining({ id: proof.id, name: 'proof.pdf', mime: 'application/pdf', url: `/api/v1/backstage-requests/${sent.id}/attachments/${proof.id}` })]);

    const mine = await (await request('/api/v1/backstage-requests/me', { headers })).json<any>();
    expect(mine.requests.map((r: any) => r.id)).toContain(sent.id);
    const own = await (await request(`/api/v1/backstage-requests/${sent.id}`, { headers })).json<any>();
    expect(own.request.id).toBe(sent.id);

    const listed = await adminList('backstage-requests', `type=become-artist&status=pending&query=${encodeURIComponent(name.toLowerCase())}`);
    expect(listed.data.map((r) => r.id)).toEqual([sent.id]);
    expect(listed.data[0].user).toMatchObject({ id: user.id, email: user.email });
    expect((await adminList('backstage-requests', `query=${encodeURIComponent(user.email.slice(0, 12))}`)).data.map((r) => r.id)).toContain(sent.id);

    const approved = await review(sent.id, 'approve', 'Welcome aboard');
    expect(approved.status, await approved.clone().text()).toBe(200);
    const { request: done } = await approved.json<any>();
    expect(done).toMatchObject({ status: 'approved', note: 'Welcome aboard', user: { email: user.email } });
    const [artist] = await db().select().from(artists).where(eq(artists.id, done.artist_id));
    expect(artist).toMatchObject({ name, image: sent.image, description: 'Songs about trains.', owner_id: user.id, verified: false, links: [{ url: 'https://example.com/me', title: 'Site' }] });
    expect(await managers(artist.id)).toEqual([user.id]);
    expect(await roleNames(user.id)).toEqual(expect.arrayContaining(['users', 'artists']));
    const [notice] = await notificationsOf(user.id);
    expect(notice).toMatchObject({ type: 'backstage.approved' });
    expect(notice.data.mainAction?.action).toBe(`/backstage/requests/${sent.id}/request-submitted`);

    // The role takes effect at the next request: the user may now publish (music.create).
    const bootstrap = await (await request('/api/v1/bootstrap-data', { headers })).json<any>();
    expect(bootstrap.bootstrapData.user.permissions.map((p: any) => p.name)).toContain('music.create');
    // Reviewed once: a second approval or a denial is 409 and changes nothing.
    expect((await review(sent.id, 'approve')).status).toBe(409);
    expect((await review(sent.id, 'deny')).status).toBe(409);
    expect((await db().select().from(artists).where(eq(artists.name, name))).length).toBe(1);
  });

  it('allows one open request per type: a second is 422, and a new one is allowed after a denial (with the note)', async () => {
    const { user, headers } = await listener();
    const body = { type: 'become-artist', artist_name: `Once ${Date.now()}`, requester_role: 'label' };
    const first = await (await sendRequest(body, headers)).json<any>();
    const image = await attach(headers, PNG_PIXEL, 'again.png');
    const imagesBefore = await r2Keys('images/artists/');
    const second = await sendRequest({ ...body, image_entry_id: image.id }, headers);
    expect(second.status).toBe(422);
    expect((await second.json<any>()).errors.type[0]).toMatch(/already have an open request/);
    // The refused request's image was published, then removed.
    expect(await r2Keys('images/artists/')).toEqual(imagesBefore);
    // Another type is still allowed.
    const claim = await sendRequest({ type: 'claim-artist', artist_id: (await createArtist()).id, requester_role: 'manager', message: 'I manage them.' }, headers);
    expect(claim.status).toBe(201);

    const denied = await review(first.request.id, 'deny', 'Show us your releases.');
    expect(denied.status).toBe(200);
    expect((await denied.json<any>()).request).toMatchObject({ status: 'denied', note: 'Show us your releases.' });
    const [notice] = await notificationsOf(user.id);
    expect(notice.type).toBe('backstage.denied');
    expect(JSON.stringify(notice.data.lines)).toContain('Show us your releases.');
    expect(await roleNames(user.id)).toEqual(['users']);
    expect((await sendRequest(body, headers)).status).toBe(201);
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const { user, headers } = await listener();
    const other = await listener();
    const theirs = await attach(other.headers);
    const cases: [unknown, string][] = [
      [{ type: 'become-artist', artist_name: '', requester_role: 'artist' }, 'artist_name'],
      [{ type: 'become-artist', artist_name: 'X', requester_role: 'fan' }, 'requester_role'],
      [{ type: 'become-artist', artist_name: 'X', requester_role: 'artist', links: [{ url: 'javascript:alert(1)', title: 'x' }] }, 'links.0.url'],
      [{ type: 'become-artist', artist_name: 'X', requester_role: 'artist', attachments: [theirs.id] }, 'attachments'],
      [{ type: 'become-artist', artist_name: 'X', requester_role: 'artist', image_entry_id: theirs.id }, 'image_entry_id'],
      [{ type: 'claim-artist', artist_id: 999_999_999, requester_role: 'artist', message: 'me' }, 'artist_id'],
      [{ type: 'claim-artist', artist_id: 1, requester_role: 'artist', message: ' ' }, 'message'],
      [{ type: 'sing-along' }, 'type'],
    ];
    for (const [body, field] of cases) {
      const res = await sendRequest(body, headers);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys((await res.json<any>()).errors), JSON.stringify(body)).toContain(field);
    }
    expect(await requestCount(user.id)).toBe(0);
  });
});

describe('claim-artist and verify-artist', () => {
  it('claim approved: the user joins the managers (owner when there was none) and gets the role', async () => {
    const { user, headers } = await listener();
    const artist = await createArtist({ name: `Claimed ${Date.now()}` });
    const sent = await sendRequest({ type: 'claim-artist', artist_id: artist.id, requester_role: 'manager', message: 'I book their shows.' }, headers);
    expect(sent.status).toBe(201);
    const { request: claim } = await sent.json<any>();
    expect(claim).toMatchObject({ artist_name: artist.name, artist: { id: artist.id, name: artist.name }, message: 'I book their shows.' });
    expect((await review(claim.id, 'approve')).status).toBe(200);
    expect(await managers(artist.id)).toEqual([user.id]);
    expect((await db().select().from(artists).where(eq(artists.id, artist.id)))[0].owner_id).toBe(user.id);
    expect(await roleNames(user.id)).toContain('artists');
    // Managed now: claiming it again is refused.
    const again = await sendRequest({ type: 'claim-artist', artist_id: artist.id, requester_role: 'manager', message: 'Again.' }, headers);
    expect((await again.json<any>()).errors.artist_id).toEqual(['You already manage this artist.']);
  });

  it('claim of an artist someone owns keeps the owner and adds the user after the managers', async () => {
    const owner = await createUser({ roles: ['artists'] });
    const artist = await createArtist({ owner_id: owner.id });
    await db().insert(artistManagers).values({ artist_id: artist.id, user_id: owner.id, position: 0 });
    const { user, headers } = await listener();
    const { request: claim } = await (await sendRequest({ type: 'claim-artist', artist_id: artist.id, requester_role: 'label', message: 'We are the label.' }, headers)).json<any>();
    expect((await review(claim.id, 'approve')).status).toBe(200);
    const rows = await db().select().from(artistManagers).where(eq(artistManagers.artist_id, artist.id));
    expect(rows.map((r) => [r.user_id, r.position]).sort()).toEqual([[owner.id, 0], [user.id, 1]].sort());
    expect((await db().select().from(artists).where(eq(artists.id, artist.id)))[0].owner_id).toBe(owner.id);
  });

  it('verify: only an artist the user manages and not yet verified; approval sets the flag', async () => {
    const { user, headers } = await listener();
    const mine = await createArtist({ owner_id: user.id });
    const notMine = await createArtist();
    const verified = await createArtist({ owner_id: user.id, verified: true });
    const managed = await createArtist({ name: `Managed ${Date.now()}` });
    await db().insert(artistManagers).values({ artist_id: managed.id, user_id: user.id });
    // The verify form's choices: owned or managed, verified or not, never someone else's.
    const choices = await (await request('/api/v1/backstage-requests/managed-artists', { headers })).json<any>();
    expect(choices.artists.map((a: any) => a.id).sort()).toEqual([mine.id, verified.id, managed.id].sort());
    expect((await (await sendRequest({ type: 'verify-artist', artist_id: notMine.id }, headers)).json<any>()).errors.artist_id).toEqual(['Choose an artist you manage.']);
    expect((await (await sendRequest({ type: 'verify-artist', artist_id: verified.id }, headers)).json<any>()).errors.artist_id).toEqual(['This artist is already verified.']);
    const { request: verify } = await (await sendRequest({ type: 'verify-artist', artist_id: mine.id }, headers)).json<any>();
    expect(verify).toMatchObject({ type: 'verify-artist', artist: { id: mine.id, verified: false }, message: null });
    expect((await review(verify.id, 'approve')).status).toBe(200);
    expect((await db().select().from(artists).where(eq(artists.id, mine.id)))[0].verified).toBe(true);
    expect((await notificationsOf(user.id))[0].type).toBe('backstage.approved');
  });

  it('a claimed artist deleted before review leaves the request without its artist; approval is refused', async () => {
    const { headers } = await listener();
    const artist = await createArtist();
    const { request: claim } = await (await sendRequest({ type: 'claim-artist', artist_id: artist.id, requester_role: 'artist', message: 'It is me.' }, headers)).json<any>();
    expect((await send('DELETE', `/api/v1/artists/${artist.id}`, await adminHeaders())).status).toBe(200);
    const [row] = await db().select().from(backstageRequests).where(eq(backstageRequests.id, claim.id));
    expect(row.artist_id).toBeNull();
    expect((await review(claim.id, 'approve')).status).toBe(422);
  });
});

describe('who may', () => {
  it('guests 401, users without the permission 403, others\' requests 404, non-admin review 403', async () => {
    const { headers } = await listener();
    const { request: mine } = await (await sendRequest({ type: 'become-artist', artist_name: `Mine ${Date.now()}`, requester_role: 'artist' }, headers)).json<any>();
    const body = { type: 'become-artist', artist_name: 'X', requester_role: 'artist' };
    expect((await sendRequest(body, guestHeaders())).status).toBe(401);
    // A role without backstageRequests.create.
    const bare = await createUser({ roles: [] });
    const bareHeaders = (await loginAs(bare.id)).headers;
    expect((await sendRequest(body, bareHeaders)).status).toBe(403);
    expect((await request(`/api/v1/backstage-requests/${mine.id}`, { headers: bareHeaders })).status).toBe(404);
    const other = await listener();
    expect((await request(`/api/v1/backstage-requests/${mine.id}`, { headers: other.headers })).status).toBe(404);
    expect((await request(`/api/v1/backstage-requests/${mine.id}`, { headers: guestHeaders() })).status).toBe(401);
    expect((await review(mine.id, 'approve', undefined, headers)).status).toBe(403);
    expect((await review(mine.id, 'deny', undefined, other.headers)).status).toBe(403);
    expect((await request('/api/v1/backstage-requests', { headers: other.headers })).status).toBe(403);
    expect((await send('DELETE', `/api/v1/backstage-requests/${mine.id}`, other.headers)).status).toBe(403);
    const [row] = await db().select().from(backstageRequests).where(eq(backstageRequests.id, mine.id));
    expect(row.status).toBe('pending');
    // The admin reads it, with the requester's email.
    const asAdmin = await (await request(`/api/v1/backstage-requests/${mine.id}`, { headers: await adminHeaders() })).json<any>();
    expect(asAdmin.request.user.email).toMatch(/@example\.com$/);
  });

  it('attachments are readable by the requester and admins only', async () => {
    const { headers } = await listener();
    const proof = await attach(headers, PNG_PIXEL, 'passport.png');
    const { request: sent } = await (await sendRequest({ type: 'become-artist', artist_name: `Proof ${Date.now()}`, requester_role: 'artist', attachments: [proof.id] }, headers)).json<any>();
    const url = sent.attachments[0].url;
    const own = await request(url, { headers });
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer())).toEqual(PNG_PIXEL);
    expect(own.headers.get('Content-Disposition')).toContain('attachment');
    expect((await request(url, { headers: await adminHeaders() })).status).toBe(200);
    const other = await listener();
    expect((await request(url, { headers: other.headers })).status).toBe(404);
    // The file entry's own download too: another user (even an uploader) cannot read it.
    const uploaderHeaders = (await loginAs((await createUser({ roles: ['artists'] })).id)).headers;
    expect((await request(proof.url, { headers: other.headers })).status).toBe(404);
    expect((await request(proof.url, { headers: uploaderHeaders })).status).toBe(404);
    expect((await request(proof.url, { headers })).status).toBe(200);
    expect((await request(url, { headers: guestHeaders() })).status).toBe(401);
  });

  it('the attachment upload takes images and PDF only', async () => {
    const { headers } = await listener();
    const form = new FormData();
    form.set('file', new File([new Uint8Array([1, 2, 3])], 'song.mp3', { type: 'audio/mpeg' }));
    const res = await request('/api/v1/backstage-requests/attachments', { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: form });
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.file).toBeDefined();
  });

  it('admins bulk-delete requests', async () => {
    const { user, headers } = await listener();
    const { request: sent } = await (await sendRequest({ type: 'become-artist', artist_name: `Gone ${Date.now()}`, requester_role: 'artist' }, headers)).json<any>();
    expect((await send('DELETE', `/api/v1/backstage-requests/${sent.id}`, await adminHeaders())).status).toBe(200);
    expect(await db().select().from(backstageRequests).where(and(eq(backstageRequests.user_id, user.id)))).toEqual([]);
  });
});

describe('the admin list reads indexes', () => {
  it('sorted and filtered by type and state without scanning a table', async () => {
    // (The id sort walks the table itself, which is in id order: a rowid walk that stops at the page.)
    for (const orderBy of ['created_at']) {
      for (const filter of [{}, { type: 'claim-artist' }, { status: 'pending' }, { type: 'verify-artist', status: 'denied' }]) {
        const statement = listStatement(db(), requestsList, listQuerySchema(requestsList).parse({ orderBy, orderDir: 'desc', ...filter }));
        const plan = (await planOf(statement)).join('\n');
        expect(plan.match(/SCAN (backstage_requests|users)(?!_)(?! USING)/g) ?? [], `${orderBy} ${JSON.stringify(filter)}\n${plan}`).toEqual([]);
      }
    }
  });
});
