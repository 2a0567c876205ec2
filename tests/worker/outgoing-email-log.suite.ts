import { describe, expect, it } from 'vitest';
import { outgoingEmails } from '../../db/mail';
import { adminHeaders, createUser, db, loginAs, request } from './support/http';

async function record(to: string, subject: string) {
  await db()
    .insert(outgoingEmails)
    .values({ to_address: to, subject, body_text: subject, body_html: `<p>${subject}</p>`, driver: 'local', status: 'sent' });
}

describe('GET /api/v1/logs/outgoing-email', () => {
  it('lists recorded messages newest first for holders of logs.view, filtered by recipient', async () => {
    await record('first@example.com', 'Older');
    await record('second@example.com', 'Other');
    await record('first@example.com', 'Newer');

    const res = await request('/api/v1/logs/outgoing-email?to=first@example.com', { headers: await adminHeaders() });
    expect(res.status).toBe(200);
    const { pagination } = await res.json<{ pagination: { data: { subject: string }[]; total: number } }>();
    expect(pagination.total).toBe(2);
    expect(pagination.data.map((m) => m.subject)).toEqual(['Newer', 'Older']);
  });

  it('is refused to guests (401) and to users without logs.view (403)', async () => {
    expect((await request('/api/v1/logs/outgoing-email')).status).toBe(401);
    const user = await createUser();
    const res = await request('/api/v1/logs/outgoing-email', { headers: (await loginAs(user.id)).headers });
    expect(res.status).toBe(403);
  });
});
