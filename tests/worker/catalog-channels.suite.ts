import { describe, expect, it } from 'vitest';
import { channelItems, channels, type ChannelContentType } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { createUser, db, request } from './support/http';
import { createAlbum, createArtist, createGenre, createTrack, tagArtistGenres } from './support/music-fixtures';

let n = 0;

async function createChannel(values: Partial<typeof channels.$inferInsert> & { content_type: ChannelContentType }) {
  n++;
  const [channel] = await db().insert(channels).values({ slug: `channel-${n}`, name: `Channel ${n}`, ...values }).returning();
  return channel;
}

/** Manual items in the given order, stored with positions out of insertion order. */
async function addItems(channel: { id: number }, type: ChannelContentType, items: { id: number }[]) {
  const rows = items.map((item, position) => ({ channel_id: channel.id, item_type: type, item_id: item.id, position }));
  await db().insert(channelItems).values(rows.reverse());
}

/** There is one home channel (a partial unique index): this one replaces any earlier test's. */
async function createHome(values: Partial<typeof channels.$inferInsert> = {}) {
  await db().update(channels).set({ is_home: false });
  return createChannel({ content_type: 'channel', is_home: true, ...values });
}

/** Plays above anything earlier tests made, so popular_* lists start with these. */
let plays = 1_000_000;
const morePlays = () => (plays += 1000);

describe('GET /api/v1/channels/home', () => {
  it('returns the home channel with each nested channel filled from its source', async () => {
    const home = await createHome({ name: 'Discover', layout: 'list' });
    const popular = await createChannel({ content_type: 'track', source: 'popular_tracks', item_limit: 2, layout: 'carousel' });
    const picks = await createChannel({ content_type: 'album', hide_title: true });
    const genre = await createGenre();
    const byGenre = await createChannel({ content_type: 'artist', source: 'genre_artists', source_genre: genre.name });
    await addItems(home, 'channel', [byGenre, popular, picks]);
    const next = await createTrack({ values: { plays: morePlays() } });
    const top = await createTrack({ values: { plays: morePlays() } });
    const [a1, a2] = [await createAlbum(), await createAlbum()];
    await addItems(picks, 'album', [a2, a1]);
    const member = await createArtist();
    await tagArtistGenres(member, [genre]);

    const res = await request('/api/v1/channels/home');
    expect(res.status).toBe(200);
    const { channel } = await res.json<any>();
    expect(channel).toMatchObject({ model_type: 'channel', id: home.id, name: 'Discover', layout: 'list', content_type: 'channel', is_home: true, hide_title: false });
    expect(channel.items.map((c: any) => c.id)).toEqual([byGenre.id, popular.id, picks.id]);
    const [genreChannel, popularChannel, picksChannel] = channel.items;
    expect(genreChannel.items).toEqual([expect.objectContaining({ model_type: 'artist', id: member.id })]);
    expect(popularChannel).toMatchObject({ model_type: 'channel', layout: 'carousel', is_home: false });
    expect(popularChannel.items.map((t: any) => t.id)).toEqual([top.id, next.id]);
    expect(picksChannel).toMatchObject({ hide_title: true });
    expect(picksChannel.items.map((a: any) => [a.model_type, a.id])).toEqual([['album', a2.id], ['album', a1.id]]);
  });

  it('nests one level deep: a channel of channels inside the home has no items', async () => {
    const home = await createHome();
    const inner = await createChannel({ content_type: 'channel' });
    await addItems(inner, 'channel', [await createChannel({ content_type: 'track', source: 'popular_tracks' })]);
    await addItems(home, 'channel', [inner]);
    const { channel } = await (await request('/api/v1/channels/home')).json<any>();
    expect(channel.items).toEqual([expect.objectContaining({ id: inner.id, items: [] })]);
  });

  it('answers 404 when no channel is the home page', async () => {
    await db().update(channels).set({ is_home: false });
    expect((await request('/api/v1/channels/home')).status).toBe(404);
  });
});

describe('GET /api/v1/channels/{slugOrId}', () => {
  it('finds a channel by slug or by id, manual items in position order', async () => {
    const channel = await createChannel({ content_type: 'track', slug: 'staff-picks' });
    const [t1, t2, t3] = [await createTrack(), await createTrack(), await createTrack()];
    await addItems(channel, 'track', [t2, t3, t1]);
    for (const key of ['staff-picks', String(channel.id)]) {
      const body = await (await request(`/api/v1/channels/${key}`)).json<any>();
      expect(body.channel).toMatchObject({ id: channel.id, slug: 'staff-picks', is_home: false });
      expect(body.channel.items.map((t: any) => [t.model_type, t.id])).toEqual([['track', t2.id], ['track', t3.id], ['track', t1.id]]);
    }
  });

  it('limits items to item_limit and lists only public playlists', async () => {
    const owner = await createUser();
    const channel = await createChannel({ content_type: 'playlist', item_limit: 2 });
    const made = await db()
      .insert(playlists)
      .values([{ owner_id: owner.id, name: 'Open' }, { owner_id: owner.id, name: 'Secret', public: false }, { owner_id: owner.id, name: 'Also open' }, { owner_id: owner.id, name: 'Third' }])
      .returning();
    await addItems(channel, 'playlist', made);
    const body = await (await request(`/api/v1/channels/${channel.slug}`)).json<any>();
    expect(body.channel.items.map((p: any) => p.name)).toEqual(['Open', 'Also open']);
    expect(body.channel.items[0]).toMatchObject({ model_type: 'playlist', owner: { id: owner.id, name: owner.name } });
  });

  it('computes new releases (newest first) and genres', async () => {
    const releases = await createChannel({ content_type: 'album', source: 'new_releases', item_limit: 2 });
    const future = await createAlbum({ values: { release_date: '2999-01-01' } });
    const soon = await createAlbum({ values: { release_date: '2998-01-01' } });
    const body = await (await request(`/api/v1/channels/${releases.slug}`)).json<any>();
    expect(body.channel.items.map((a: any) => a.id)).toEqual([future.id, soon.id]);

    await createGenre('aaa-first');
    const list = await createChannel({ content_type: 'genre', source: 'genres', item_limit: 50 });
    const genres = (await (await request(`/api/v1/channels/${list.slug}`)).json<any>()).channel.items;
    expect(genres[0]).toMatchObject({ model_type: 'genre', name: 'aaa-first' });
  });

  it('narrows a genre channel to the ?restriction= genre', async () => {
    const [rock, jazz] = [await createGenre(), await createGenre()];
    const channel = await createChannel({ content_type: 'track', source: 'genre_tracks', source_genre: rock.name });
    const [rockTrack, jazzTrack] = [await createTrack({ genres: [rock] }), await createTrack({ genres: [jazz] })];
    const ids = async (query: string) =>
      (await (await request(`/api/v1/channels/${channel.slug}${query}`)).json<any>()).channel.items.map((t: any) => t.id);
    expect(await ids('')).toEqual([rockTrack.id]);
    expect(await ids(`?restriction=${jazz.name.toUpperCase()}`)).toEqual([jazzTrack.id]);
    expect(await ids('?restriction=no-such-genre')).toEqual([]);
  });

  it('answers 404 for an unknown slug or id and 422 for an overlong one', async () => {
    expect((await request('/api/v1/channels/no-such-channel')).status).toBe(404);
    expect((await request('/api/v1/channels/999999')).status).toBe(404);
    expect((await request(`/api/v1/channels/${'x'.repeat(101)}`)).status).toBe(422);
  });
});
