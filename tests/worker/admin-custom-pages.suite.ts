import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { customPages } from '../../db/custom-pages';
import { listQuerySchema, listStatement } from '../../worker/admin/list/list-resource';
import { customPagesList } from '../../worker/admin/custom-pages/custom-pages-list';
import { adminHeaders, db, request } from './support/http';
import { adminList, expectAdminOnly, send } from './support/admin-api';
import { planOf } from './support/query-plan';

// Issue 13, docs/api/admin.md "Custom pages" (custom_pages.update).

let n = 0;
const slug = () => `page-${Date.now().toString(36)}-${++n}`;

async function createPage(values: Partial<typeof customPages.$inferInsert> = {}) {
  const [page] = await db().insert(customPages).values({ title: `Page ${++n}`, slug: slug(), body: '<p>x</p>', ...values }).returning();
  return page;
}

describe('GET /api/v1/custom-pages', () => {
  it('lists pages without their bodies, searched by a title prefix in any case', async () => {
    const w = `Zq${Date.now().toString(36)}`;
    const page = await createPage({ title: `${w} Shipping rules` });
    const list = await adminList('custom-pages', `query=${w.toLowerCase()}%20ship`);
    expect(list.data).toEqual([{ id: page.id, title: page.title, slug: page.slug, hide_nav: false, created_at: page.created_at, updated_at: page.updated_at }]);
    expect((await adminList('custom-pages', `query=${w}x`)).total).toBe(0);
  });

  it('sorts by title, slug and update, and refuses other sorts', async () => {
    const titles = (await adminList('custom-pages', 'orderBy=title&orderDir=asc&perPage=100')).data.map((p) => p.title);
    expect(titles).toEqual([...titles].sort());
    expect((await send('GET', '/api/v1/custom-pages?orderBy=body', await adminHeaders())).status).toBe(422);
  });

  it('reaches every sort and the search through an index (no scan of custom_pages)', async () => {
    const schema = listQuerySchema(customPagesList);
    for (const query of [{}, { orderBy: 'title' }, { orderBy: 'slug', orderDir: 'desc' }, { query: 'about' }, { query: 'ab', orderBy: 'updated_at' }]) {
      const plan = (await planOf(listStatement(db(), customPagesList, schema.parse(query)))).join('\n');
      expect(plan, `${JSON.stringify(query)}\n${plan}`).not.toMatch(/SCAN custom_pages(?!_)(?! USING)/);
    }
  });
});

describe('POST and PUT /api/v1/custom-pages', () => {
  it('stores the body without scripts, handlers or script links, keeping the editor’s markup', async () => {
    const body =
      '<h2>Hi</h2><p onclick="steal()">Read <strong>this</strong> and <a href="javascript:alert(1)">that</a> or <a href="https://example.com" target="_blank">this</a>.</p>' +
      '<script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.test"></iframe><!-- note --><ul><li><em>one</em></li></ul><custom-tag>kept text</custom-tag>';
    const res = await send('POST', '/api/v1/custom-pages', await adminHeaders(), { title: 'Safe', slug: slug(), body });
    expect(res.status).toBe(201);
    const { page } = await res.json<any>();
    expect(page.body).toBe(
      '<h2>Hi</h2><p>Read <strong>this</strong> and <a>that</a> or <a href="https://example.com" target="_blank" rel="noopener noreferrer">this</a>.</p><ul><li><em>one</em></li></ul>kept text',
    );
    const edited = await send('PUT', `/api/v1/custom-pages/${page.id}`, await adminHeaders(), {
      body: '<p>ok</p><a href=" jav&#x09;ascript:x">1</a><a href="javascript&colon;x">2</a><a href="&#106;avascript:x">3</a><a href="/pages/about-us">4</a><script>x</script>',
    });
    expect((await edited.json<any>()).page.body).toBe('<p>ok</p><a>1</a><a>2</a><a>3</a><a href="/pages/about-us">4</a>');
  });

  it('refuses a bad slug, a taken slug, an empty title and an unknown page, changing nothing', async () => {
    const headers = await adminHeaders();
    const page = await createPage({ title: 'Kept' });
    const bad = await send('POST', '/api/v1/custom-pages', headers, { title: '', slug: 'Not A Slug', body: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await bad.json<any>()).errors).sort()).toEqual(['slug', 'title']);
    const taken = await send('PUT', `/api/v1/custom-pages/${page.id}`, headers, { slug: 'about-us' });
    expect((await taken.json<any>()).errors.slug).toEqual(['This slug is already taken.']);
    expect((await send('PUT', '/api/v1/custom-pages/99999999', headers, { title: 'X' })).status).toBe(404);
    const [row] = await db().select().from(customPages).where(eq(customPages.id, page.id));
    expect(row).toMatchObject({ title: 'Kept', slug: page.slug });
  });

  it('keeps hide_nav and reports the new version to visitors', async () => {
    const page = await createPage();
    const res = await send('PUT', `/api/v1/custom-pages/${page.id}`, await adminHeaders(), { title: 'Renamed', hide_nav: true });
    expect((await res.json<any>()).page).toMatchObject({ title: 'Renamed', hide_nav: true });
    expect((await (await request(`/api/v1/custom-pages/${page.slug}`)).json<any>()).page.title).toBe('Renamed');
  });
});

describe('DELETE /api/v1/custom-pages/{ids}', () => {
  it('deletes one page or a selection; an unknown id deletes nothing', async () => {
    const headers = await adminHeaders();
    const [a, b, c] = [await createPage(), await createPage(), await createPage()];
    expect((await send('DELETE', `/api/v1/custom-pages/${a.id},99999999`, headers)).status).toBe(404);
    expect((await send('DELETE', `/api/v1/custom-pages/${a.id},${b.id}`, headers)).status).toBe(204);
    expect(await db().select().from(customPages).where(inArray(customPages.id, [a.id, b.id, c.id]))).toEqual([expect.objectContaining({ id: c.id })]);
  });
});

describe('custom_pages.update', () => {
  it('guards every admin route; the page itself stays public', async () => {
    const page = await createPage();
    await expectAdminOnly([
      ['GET', '/api/v1/custom-pages'],
      ['POST', '/api/v1/custom-pages', { title: 'X', slug: slug(), body: '' }],
      ['PUT', `/api/v1/custom-pages/${page.id}`, { title: 'X' }],
      ['DELETE', `/api/v1/custom-pages/${page.id}`],
    ]);
    expect((await request(`/api/v1/custom-pages/${page.id}`)).status).toBe(200);
  });
});
