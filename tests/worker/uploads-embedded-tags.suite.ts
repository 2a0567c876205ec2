import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { postJson, request } from './support/http';
import { PNG_PIXEL, sha256Hex, taggedFlac, uploader } from './support/upload-fixtures';

// Issue 5: "a track created from an upload has its duration and cover
// without the user typing them". From the bytes of a tagged FLAC, through the
// upload server's parser, to the published track's payload and its cover URL.
describe('tags embedded in an uploaded file', () => {
  it('fill the entry metadata, and a track published from it gets the duration and the cover', async () => {
    const { headers } = await uploader();
    const flac = taggedFlac({ title: 'Harbour Lights', artist: 'The Testers', album: 'Tide Tables', trackNumber: 4, genre: 'Ambient', seconds: 187, cover: PNG_PIXEL });
    const data = new FormData();
    data.set('file', new File([flac], 'harbour.flac', { type: 'audio/flac' }));
    const res = await request('/api/v1/file-entries', { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: data });
    expect(res.status).toBe(201);
    const { fileEntry } = await res.json<any>();
    expect(fileEntry.metadata).toMatchObject({ title: 'Harbour Lights', artists: ['The Testers'], album: 'Tide Tables', track_number: 4, genre: 'Ambient', duration_ms: 187_000 });

    // The cover is its own public image, byte for byte the embedded one.
    const cover = await SELF.fetch(`http://localhost${fileEntry.metadata.cover_url}`);
    expect(cover.status).toBe(200);
    expect(cover.headers.get('Content-Type')).toBe('image/png');
    expect(await sha256Hex(await cover.arrayBuffer())).toBe(await sha256Hex(PNG_PIXEL));

    // The form sends only what the user typed: no duration, no image.
    const published = await postJson('/api/v1/backstage/tracks', { name: 'Harbour Lights', file_entry_id: fileEntry.id }, headers);
    expect(published.status).toBe(201);
    const { track } = await published.json<any>();
    expect(track.duration).toBe(187_000);
    expect(track.image).toBe(fileEntry.metadata.cover_url);
  });

  it('leave an untagged file without metadata, and publishing it still works', async () => {
    const { headers } = await uploader();
    const data = new FormData();
    data.set('file', new File([new Uint8Array(2048).fill(7)], 'noise.mp3', { type: 'audio/mpeg' }));
    const res = await request('/api/v1/file-entries', { method: 'POST', headers: { Accept: 'application/json', ...headers }, body: data });
    const { fileEntry } = await res.json<any>();
    expect(fileEntry.metadata?.cover_url).toBeUndefined();
    const published = await postJson('/api/v1/backstage/tracks', { name: 'Noise', file_entry_id: fileEntry.id }, headers);
    expect(published.status).toBe(201);
    const { track } = await published.json<any>();
    expect(track.image).toBeNull();
  });
});
