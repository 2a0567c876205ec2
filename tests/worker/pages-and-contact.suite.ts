import { describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/contact';
import { adminHeaders, createUser, db, guestHeaders, loginAs, postJson, request } from './support/http';

describe('GET /api/v1/custom-pages/:idOrSlug', () => {
  it('finds a seeded page by slug and by id', async () => {
    const bySlug = await (await request('/api/v1/custom-pages/privacy-policy')).json<any>();
    expect(bySlug.page).toMatchObject({ slug: 'privacy-policy', title: 'Privacy policy' });
    const byId = await (await request(`/api/v1/custom-pages/${bySlug.page.id}`)).json<any>();
    expect(byId.page.slug).toBe('privacy-policy');
  });

  it('answers 404 for a page that does not exist', async () => {
    expect((await request('/api/v1/custom-pages/nope')).status).toBe(404);
  });
});

describe('POST /api/v1/custom-pages', () => {
  it('refuses a taken slug with 422', async () => {
    const res = await postJson('/api/v1/custom-pages', { title: 'Again', slug: 'about-us', body: '' }, await adminHeaders());
    expect(res.status).toBe(422);
    expect((await res.json<any>()).errors.slug).toEqual(['This slug is already taken.']);
  });

  it('needs custom_pages.update', async () => {
    const { headers } = await loginAs((await createUser()).id);
    expect((await postJson('/api/v1/custom-pages', { title: 'X', slug: 'x-page', body: '' }, headers)).status).toBe(403);
  });
});

describe('POST /api/v1/contact-page', () => {
  it('requires name, email and message (SPEC section 5)', async () => {
    const res = await postJson('/api/v1/contact-page', { name: '', email: 'not-an-email' }, guestHeaders());
    expect(res.status).toBe(422);
    const { errors } = await res.json<any>();
    expect(Object.keys(errors).sort()).toEqual(['email', 'message', 'name']);
  });

  it('stores the message', async () => {
    const res = await postJson('/api/v1/contact-page', { name: 'Ana', email: 'ana@example.com', message: 'Hello there' }, guestHeaders());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Your message has been submitted.' });
    const rows = await db().select().from(contactMessages);
    expect(rows.some((r) => r.email === 'ana@example.com' && r.message === 'Hello there')).toBe(true);
  });

  it('answers 429 with Retry-After past five messages an hour from one address', async () => {
    const headers = { ...guestHeaders(), 'CF-Connecting-IP': '203.0.113.9' };
    const send = () => postJson('/api/v1/contact-page', { name: 'Bo', email: 'bo@example.com', message: 'Spam?' }, headers);
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(200);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ message: 'Too Many Attempts.' });
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const stored = (await db().select().from(contactMessages)).filter((r) => r.ip_address === '203.0.113.9');
    expect(stored).toHaveLength(5);
  });
});

describe('GET /api/v1/value-lists/:names and POST /api/v1/users/me/locale', () => {
  it('lists localizations and timezones', async () => {
    const res = await request('/api/v1/value-lists/localizations,timezones');
    const body = await res.json<any>();
    expect(body.localizations.map((l: any) => l.language).sort()).toEqual(['en', 'es']);
    expect(body.timezones.UTC).toEqual([{ text: 'UTC', value: 'UTC' }]);
    expect(body.timezones.Europe).toContainEqual({ text: 'Europe/Paris', value: 'Europe/Paris' });
  });

  it('lists countries by code with names from the runtime, sorted by name', async () => {
    const res = await request('/api/v1/value-lists/countries');
    const { countries } = await res.json<{ countries: { code: string; name: string }[] }>();
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'DE', name: 'Germany' });
    const names = countries.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('refuses an unknown list name with 422', async () => {
    expect((await request('/api/v1/value-lists/localizations,passwords')).status).toBe(422);
  });

  it('switches a visitor to another language by cookie', async () => {
    const res = await postJson('/api/v1/users/me/locale', { locale: 'es' }, guestHeaders());
    expect(res.status).toBe(200);
    expect((await res.json<any>()).locale).toMatchObject({ language: 'es', lines: { Home: 'Inicio' } });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('locale=es');
    const next = await (await request('/api/v1/bootstrap-data', { headers: { Cookie: 'locale=es' } })).json<any>();
    expect(next.bootstrapData.i18n.language).toBe('es');
  });

  it('stores a signed-in user language and refuses unknown ones', async () => {
    const user = await createUser();
    const { headers } = await loginAs(user.id);
    expect((await postJson('/api/v1/users/me/locale', { locale: 'xx' }, headers)).status).toBe(422);
    expect((await postJson('/api/v1/users/me/locale', { locale: 'es' }, headers)).status).toBe(200);
    const data = await (await request('/api/v1/bootstrap-data', { headers })).json<any>();
    expect(data.bootstrapData.user.language).toBe('es');
    expect(data.bootstrapData.i18n.language).toBe('es');
  });
});
