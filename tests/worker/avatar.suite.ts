import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/users';
import { fileEntries } from '../../db/files';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES } from '../../worker/users/avatar-constants';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request, tokenFor } from './support/http';
import { avatarForm, bearer, imageBytes } from './support/account-fixtures';

function upload(userId: number, form: FormData, headers: Record<string, string>) {
  return request(`/api/v1/users/${userId}/avatar`, { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: form });
}

const storedImage = async (userId: number) =>
  (await db().select({ image: users.image }).from(users).where(eq(users.id, userId)))[0].image;

const r2Key = (url: string) => url.replace(/^\/storage\//, '');

describe('POST /api/v1/users/{id}/avatar', () => {
  it('stores the image under a random key, sets users.image and returns {user, fileEntry}', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await upload(user.id, avatarForm(imageBytes('png'), '../../evil name.png'), headers);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.fileEntry.url).toMatch(new RegExp(`^/storage/avatars/${user.id}/[A-Za-z0-9_-]{20,}\\.png$`));
    expect(body.fileEntry.url).not.toContain('evil');
    expect(body.user.image).toBe(body.fileEntry.url);
    expect(await storedImage(user.id)).toBe(body.fileEntry.url);
    const object = await env.MEDIA.get(r2Key(body.fileEntry.url));
    expect(object?.size).toBe(256);
  });

  it('names the object by the sniffed type, not the declared one', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    for (const kind of ['jpg', 'gif', 'webp'] as const) {
      const res = await upload(user.id, avatarForm(imageBytes(kind), 'photo.png', 'image/png'), headers);
      expect(res.status).toBe(200);
      expect((await res.json<any>()).fileEntry.url).toMatch(new RegExp(`\\.${kind}$`));
    }
  });

  it('deletes the previous avatar object when replaced', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const first = (await (await upload(user.id, avatarForm(imageBytes('png')), headers)).json<any>()).fileEntry.url;
    const second = (await (await upload(user.id, avatarForm(imageBytes('jpg')), headers)).json<any>()).fileEntry.url;
    expect(second).not.toBe(first);
    expect(await env.MEDIA.head(r2Key(first))).toBeNull();
    expect(await env.MEDIA.head(r2Key(second))).not.toBeNull();
  });

  it('refuses a file over 2 MB with the SPEC message', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await upload(user.id, avatarForm(imageBytes('png', AVATAR_MAX_BYTES + 1)), headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ file: ['file exceeds maximum allowed size of 2MB'] });
    expect(await storedImage(user.id)).toBeNull();
  });

  it('answers a body far over the limit with the same field error, before reading it', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await upload(user.id, avatarForm(imageBytes('png', 3 * 1024 * 1024)), headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ file: ['file exceeds maximum allowed size of 2MB'] });
  });

  it('keeps the 1 MiB JSON limit on other routes', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await upload(user.id, avatarForm(imageBytes('png', 1536 * 1024)), headers);
    expect(res.status).toBe(200);
    const other = await request(`/api/v1/users/${user.id}`, {
      method: 'PUT',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(1536 * 1024) }),
    });
    expect(other.status).toBe(413);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'a.svg', 'image/svg+xml'],
    ['text claiming to be a PNG', 'definitely not an image', 'a.png', 'image/png'],
    ['an empty file', '', 'a.png', 'image/png'],
  ])('refuses %s with "This file type is not allowed"', async (_label, content, name, type) => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await upload(user.id, avatarForm(content, name, type), headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ file: ['This file type is not allowed'] });
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toEqual([]);
  });

  it('asks for an image when no file is sent', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const form = new FormData();
    form.append('file', 'just a string');
    const res = await upload(user.id, form, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ file: ['Please select an image.'] });
    expect((await (await upload(user.id, new FormData(), headers)).json<any>()).errors).toEqual({
      file: ['Please select an image.'],
    });
  });

  it("answers 403 to another user's id, 401 to a guest, 419 without CSRF", async () => {
    const other = await createUser();
    const { headers } = await loginAs((await createUser()).id);
    expect((await upload(other.id, avatarForm(imageBytes('png')), headers)).status).toBe(403);
    expect((await upload(other.id, avatarForm(imageBytes('png')), guestHeaders())).status).toBe(401);
    const own = await loginAs(other.id);
    const { 'X-XSRF-TOKEN': _omitted, ...withoutHeader } = own.headers;
    expect((await upload(other.id, avatarForm(imageBytes('png')), withoutHeader)).status).toBe(419);
    expect(await storedImage(other.id)).toBeNull();
  });

  it('accepts a Bearer token, and an admin for someone else', async () => {
    const user = await createUser();
    const { plainTextToken } = await tokenFor(user.id);
    expect((await upload(user.id, avatarForm(imageBytes('png')), bearer(plainTextToken))).status).toBe(200);
    expect((await upload(user.id, avatarForm(imageBytes('gif')), await adminHeaders())).status).toBe(200);
    expect(await storedImage(user.id)).toMatch(/\.gif$/);
  });

  it('answers 404 to an admin for an unknown user and stores nothing', async () => {
    const res = await upload(99999999, avatarForm(imageBytes('png')), await adminHeaders());
    expect(res.status).toBe(404);
    expect((await env.MEDIA.list({ prefix: 'avatars/99999999/' })).objects).toEqual([]);
  });
});

describe('POST /api/v1/users/{id}/avatar with a url (SPEC section 7: "multipart file or url")', () => {
  const postUrl = (userId: number, url: unknown, headers: Record<string, string>) => postJson(`/api/v1/users/${userId}/avatar`, { url }, headers);

  /** An upload of `userId`'s, as the file-entries routes store one. */
  async function uploadEntry(userId: number, bytes: Uint8Array | string, values: { deleted?: boolean; size?: number } = {}) {
    const key = `uploads/${userId}/${crypto.randomUUID().replaceAll('-', '').slice(0, 24)}.png`;
    await env.MEDIA.put(key, bytes);
    const size = values.size ?? (typeof bytes === 'string' ? bytes.length : bytes.byteLength);
    const [entry] = await db()
      .insert(fileEntries)
      .values({ user_id: userId, name: 'photo.png', key, mime: 'image/png', extension: 'png', file_size: size, deleted_at: values.deleted ? new Date().toISOString() : null })
      .returning();
    return { ...entry, url: `/api/v1/file-entries/${entry.id}/download` };
  }

  it('stores an https address as users.image as it is, sent as JSON or as a form field', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await postUrl(user.id, 'https://images.example.com/me.png?size=200', headers);
    expect(res.status).toBe(200);
    const body = await res.json<any>();
    expect(body.user.image).toBe('https://images.example.com/me.png?size=200');
    expect(body.fileEntry).toEqual({ url: 'https://images.example.com/me.png?size=200' });
    expect(await storedImage(user.id)).toBe('https://images.example.com/me.png?size=200');

    const form = new FormData();
    form.append('url', '  https://cdn.example.org/avatars/a.jpg  ');
    expect((await upload(user.id, form, headers)).status).toBe(200);
    expect(await storedImage(user.id)).toBe('https://cdn.example.org/avatars/a.jpg');
    // Nothing was stored: the address is never fetched.
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toEqual([]);
  });

  it('deletes the stored avatar it replaces', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const stored = (await (await upload(user.id, avatarForm(imageBytes('png')), headers)).json<any>()).fileEntry.url;
    expect((await postUrl(user.id, 'https://images.example.com/me.png', headers)).status).toBe(200);
    expect(await env.MEDIA.head(r2Key(stored))).toBeNull();
  });

  it.each([
    ['plain http (the CSP loads https: images only)', 'http://images.example.com/me.png', AVATAR_MESSAGES.badUrl],
    ['credentials in the address', 'https://me:secret@images.example.com/me.png', AVATAR_MESSAGES.badUrl],
    ['a script address', 'javascript:alert(1)', AVATAR_MESSAGES.badUrl],
    ['a data address', 'data:image/png;base64,iVBORw0KGgo=', AVATAR_MESSAGES.badUrl],
    ['another site path', '/storage/avatars/1/someone.png', AVATAR_MESSAGES.badUrl],
    ['a file entry path with more after it', '/api/v1/file-entries/1/download/x', AVATAR_MESSAGES.badUrl],
    ['not an address', 'my face', AVATAR_MESSAGES.badUrl],
    ['an empty text', '', AVATAR_MESSAGES.missing],
    ['a number', 42, AVATAR_MESSAGES.missing],
    ['an address over 2048 characters', `https://images.example.com/${'a'.repeat(2048)}.png`, AVATAR_MESSAGES.urlTooLong],
  ])('refuses %s with 422 and changes nothing', async (_label, url, message) => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const res = await postUrl(user.id, url, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ url: [message] });
    expect(await storedImage(user.id)).toBeNull();
  });

  it('asks for an image when the JSON has no url, and refuses a file and a url together', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const empty = await postJson(`/api/v1/users/${user.id}/avatar`, {}, headers);
    expect(empty.status).toBe(422);
    expect((await empty.json<any>()).errors).toEqual({ url: [AVATAR_MESSAGES.missing] });
    const both = avatarForm(imageBytes('png'));
    both.append('url', 'https://images.example.com/me.png');
    const res = await upload(user.id, both, headers);
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors).toEqual({ url: [AVATAR_MESSAGES.fileOrUrl] });
    expect(await storedImage(user.id)).toBeNull();
  });

  it("copies an image the caller uploaded (its file entry's url) into the public avatars", async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const entry = await uploadEntry(user.id, imageBytes('webp'));
    const res = await postUrl(user.id, entry.url, headers);
    expect(res.status).toBe(200);
    const { fileEntry, user: payload } = await res.json<any>();
    expect(fileEntry.url).toMatch(new RegExp(`^/storage/avatars/${user.id}/[A-Za-z0-9_-]{20,}\\.webp$`));
    expect(payload.image).toBe(fileEntry.url);
    expect(new Uint8Array(await (await request(fileEntry.url)).arrayBuffer())).toEqual(imageBytes('webp'));
    // The upload itself stays the user's.
    expect(await env.MEDIA.head(entry.key)).not.toBeNull();
  });

  it("refuses someone else's upload, a deleted one, one that is not an image and one over 2 MB", async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const cases: [Promise<{ url: string }>, string][] = [
      [uploadEntry((await createUser()).id, imageBytes('png')), AVATAR_MESSAGES.missing],
      [uploadEntry(user.id, imageBytes('png'), { deleted: true }), AVATAR_MESSAGES.missing],
      [uploadEntry(user.id, '<svg xmlns="http://www.w3.org/2000/svg"/>'), AVATAR_MESSAGES.wrongType],
      [uploadEntry(user.id, imageBytes('png'), { size: AVATAR_MAX_BYTES + 1 }), AVATAR_MESSAGES.tooLarge],
      [Promise.resolve({ url: '/api/v1/file-entries/99999999/download' }), AVATAR_MESSAGES.missing],
    ];
    for (const [entry, message] of cases) {
      const res = await postUrl(user.id, (await entry).url, headers);
      expect(res.status).toBe(422);
      expect((await res.json<any>()).errors).toEqual({ url: [message] });
    }
    expect(await storedImage(user.id)).toBeNull();
    expect((await env.MEDIA.list({ prefix: `avatars/${user.id}/` })).objects).toEqual([]);
  });

  it("answers 403 for another user's id before reading the url", async () => {
    const other = await createUser();
    const { headers } = await loginAs((await createUser()).id);
    expect((await postUrl(other.id, 'https://images.example.com/me.png', headers)).status).toBe(403);
    expect(await storedImage(other.id)).toBeNull();
  });
});

describe('DELETE /api/v1/users/{id}/avatar', () => {
  it('removes the object and sets the image to null', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const url = (await (await upload(user.id, avatarForm(imageBytes('png')), headers)).json<any>()).fileEntry.url;
    const res = await request(`/api/v1/users/${user.id}/avatar`, { method: 'DELETE', headers });
    expect(res.status).toBe(200);
    expect((await res.json<any>()).user.image).toBeNull();
    expect(await storedImage(user.id)).toBeNull();
    expect(await env.MEDIA.head(r2Key(url))).toBeNull();
  });

  it('clears an image it did not store (a social picture) without touching R2', async () => {
    const user = await createUser();
    await db().update(users).set({ image: 'https://lh3.example.com/photo.jpg' }).where(eq(users.id, user.id));
    const { headers } = await loginAs(user.id);
    const res = await request(`/api/v1/users/${user.id}/avatar`, { method: 'DELETE', headers });
    expect(res.status).toBe(200);
    expect(await storedImage(user.id)).toBeNull();
  });

  it("answers 403 to another user's id", async () => {
    const other = await createUser();
    const { headers } = await loginAs((await createUser()).id);
    expect((await request(`/api/v1/users/${other.id}/avatar`, { method: 'DELETE', headers })).status).toBe(403);
  });
});

describe('GET /storage/avatars/{userId}/{file}', () => {
  it('serves the avatar with its type, ETag and an immutable cache policy, and no cookie', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    const url = (await (await upload(user.id, avatarForm(imageBytes('webp')), headers)).json<any>()).fileEntry.url;
    const res = await request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('set-cookie')).toBeNull();
    const etag = res.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(imageBytes('webp'));

    const again = await request(url, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a missing object or a name it never makes', async () => {
    expect((await request('/storage/avatars/1/missing.png')).status).toBe(404);
    expect((await request('/storage/avatars/1/page.html')).status).toBe(404);
    expect((await request('/storage/avatars/abc/x.png')).status).toBe(404);
  });
});

describe('/api/v1/users/{id}/avatar with another method', () => {
  // /users/me/locale beside /users/:id/avatar once broke the 404/405 route table.
  it('answers 405 with Allow, and unknown paths beside it 404', async () => {
    const res = await request('/api/v1/users/1/avatar');
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, DELETE');
    expect((await request('/api/v1/users/1/nothing-here')).status).toBe(404);
  });
});
