import { describe, expect, it } from 'vitest';
import { createUser, loginAs, request } from './support/http';
import { audioBytes, createArtist, createTrack } from './support/music-fixtures';

const bytes = audioBytes(2_000);

const download = (id: number, headers: Record<string, string> = {}) => request(`/api/v1/tracks/${id}/download`, { headers });

async function listener() {
  return (await loginAs((await createUser()).id)).headers;
}

describe('GET /api/v1/tracks/{id}/download', () => {
  it('sends the audio as an attachment named "Artist - Track" with an ASCII fallback and a UTF-8 name', async () => {
    const artist = await createArtist({ name: 'Björk' });
    const track = await createTrack({ artists: [artist], values: { name: 'Jóga' }, audio: { bytes, mime: 'audio/mpeg' } });
    const res = await download(track.id, await listener());
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('audio/mpeg');
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="Bjork - Joga.mp3"; filename*=UTF-8''Bj%C3%B6rk%20-%20J%C3%B3ga.mp3`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('keeps path separators, quotes and control characters out of the file name', async () => {
    const track = await createTrack({ values: { name: '../../etc/"passwd"\r\nX-Evil: 1' }, audio: { bytes } });
    const res = await download(track.id, await listener());
    const disposition = res.headers.get('Content-Disposition')!;
    const [, fallback] = /filename="([^"]*)"/.exec(disposition)!;
    expect(fallback).toMatch(/^[A-Za-z0-9 ._()-]+\.wav$/);
    expect(fallback).not.toContain('/');
    expect(disposition).not.toMatch(/[\r\n]/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1])).not.toMatch(/[/\\"\r\n]/);
    await res.arrayBuffer();
  });

  it('falls back to "track" when nothing of the name is ASCII', async () => {
    const artist = await createArtist({ name: '坂本' });
    const track = await createTrack({ artists: [artist], values: { name: '音楽' }, audio: { bytes } });
    const res = await download(track.id, await listener());
    expect(res.headers.get('Content-Disposition')).toContain('filename="track.wav"');
    expect(res.headers.get('Content-Disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('坂本 - 音楽.wav')}`);
    await res.arrayBuffer();
  });

  it('supports Range like the stream, for resumed downloads', async () => {
    const track = await createTrack({ audio: { bytes } });
    const res = await download(track.id, { ...(await listener()), Range: 'bytes=100-' });
    expect(res.status).toBe(206);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.slice(100));
  });

  it('answers 401 to guests (their role lacks music.download) and 403 to a user without it', async () => {
    const track = await createTrack({ audio: { bytes } });
    expect((await download(track.id)).status).toBe(401);
    const { headers } = await loginAs((await createUser({ roles: [] })).id);
    expect((await download(track.id, headers)).status).toBe(403);
  });

  it('answers 404 for a track without audio', async () => {
    const track = await createTrack();
    expect((await download(track.id, await listener())).status).toBe(404);
  });
});
