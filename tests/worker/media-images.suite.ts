import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { request } from './support/http';

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>';

let n = 0;
/** An image stored in MEDIA as the seed stores covers; returns its public path. */
async function storeImage(options: { body?: string; contentType?: string; key?: string } = {}) {
  const key = options.key ?? `images/albums/test-${++n}.svg`;
  await env.MEDIA.put(key, options.body ?? SVG, { httpMetadata: { contentType: options.contentType ?? 'image/svg+xml' } });
  return `/storage/${key}`;
}

describe('GET /storage/images/*', () => {
  it('serves an SVG with its stored type, a policy that forbids script, nosniff, an ETag and a long cache, and no cookie', async () => {
    const res = await request(await storeImage());
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(SVG);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-length')).toBe(String(SVG.length));
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 304 without a body when If-None-Match holds the ETag', async () => {
    const path = await storeImage();
    const first = await request(path);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const res = await request(path, { headers: { 'If-None-Match': etag } });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('etag')).toBe(etag);
    const changed = await request(path, { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toBe(SVG);
  });

  it('answers HEAD with the headers only, and 304 when the ETag matches', async () => {
    const path = await storeImage();
    const res = await request(path, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-length')).toBe(String(SVG.length));
    expect(await res.text()).toBe('');
    const etag = res.headers.get('etag')!;
    expect((await request(path, { method: 'HEAD', headers: { 'If-None-Match': `"x", ${etag}` } })).status).toBe(304);
  });

  it('takes the Content-Type from the object, in nested folders too', async () => {
    const res = await request(await storeImage({ key: 'images/genres/rock/cover-1.png', body: 'png bytes', contentType: 'image/png' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('keeps the app-wide policy on other responses', async () => {
    const res = await request('/api/v1/bootstrap-data', { headers: { Accept: 'application/json' } });
    await res.arrayBuffer();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('404s missing images, names outside the pattern and anything that is not under images/', async () => {
    await env.MEDIA.put('tracks/secret.wav', 'audio', { httpMetadata: { contentType: 'audio/wav' } });
    await storeImage({ key: 'images/albums/page.html', body: '<script>alert(1)</script>', contentType: 'text/html' });
    for (const path of [
      '/storage/images/albums/missing.svg',
      '/storage/images/albums/page.html',
      '/storage/images/albums%2F..%2F..%2Ftracks%2Fsecret.wav',
      '/storage/images/tracks/secret.wav',
      '/storage/images/albums/two%20words.svg',
      '/storage/images/',
    ]) {
      const res = await request(path);
      await res.arrayBuffer();
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).not.toMatch(/audio|text\/html/);
    }
  });
});
