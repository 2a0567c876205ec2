import type { Db } from '../db';
import { toTrackPayload } from '../music/select/track-select';
import { toAlbumPayload } from '../music/select/album-select';
import { toArtistPayload } from '../music/select/artist-select';
import { toPlaylistPayload } from '../music/select/playlist-select';
import { MIX_CARD_ARTISTS } from './home-constants';
import type { JumpBackInItem, MixSummary, PersonalHome } from './home-types';
import { homeMixes, type HomeMixRow } from './mixes';
import { jumpBackInQueries, newReleases, recentlyPlayed } from './shelves';

/** The first few distinct artists of a mix's tracks, in order. */
export function mixArtists(names: (string | null)[]): string[] {
  return [...new Set(names.filter((name): name is string => !!name))].slice(0, MIX_CARD_ARTISTS);
}

/** The rows of homeMixes (grouped by seed, in mix order) as mix cards. */
function toMixes(rows: HomeMixRow[]): MixSummary[] {
  const mixes = new Map<string, { row: HomeMixRow; artists: (string | null)[]; count: number }>();
  for (const row of rows) {
    const id = `${row.kind}-${row.seed}`;
    const mix = mixes.get(id) ?? { row, artists: [], count: 0 };
    mix.artists.push(row.artist);
    mix.count++;
    mixes.set(id, mix);
  }
  return [...mixes].map(([id, { row, artists, count }]) => ({
    model_type: 'mix',
    id,
    seed_type: row.kind,
    seed_id: row.seed,
    name: row.seed_name ?? '',
    image: row.seed_image,
    artists: mixArtists(row.kind === 'artist' ? [row.seed_name, ...artists] : artists),
    tracks_count: count,
  }));
}

/**
 * GET me/home: every personal shelf of the listener in one D1 batch (one
 * round trip), each statement bounded by their last plays, likes or follows.
 */
export async function loadPersonalHome(db: Db, userId: number): Promise<PersonalHome> {
  const [tracks, jumpAlbums, jumpArtists, jumpPlaylists, releases, mixRows] = await db.batch([
    recentlyPlayed(db, userId),
    ...jumpBackInQueries(db, userId),
    newReleases(db, userId),
    homeMixes(db, userId),
  ]);
  const jumped: { at: string; item: JumpBackInItem }[] = [
    ...jumpAlbums.map(({ jumped_at, ...row }) => ({ at: jumped_at, item: toAlbumPayload(row) })),
    ...jumpArtists.map(({ jumped_at, ...row }) => ({ at: jumped_at, item: toArtistPayload(row) })),
    ...jumpPlaylists.map(({ jumped_at, ...row }) => ({ at: jumped_at, item: toPlaylistPayload(row) })),
  ];
  jumped.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  return {
    recently_played: tracks.map(toTrackPayload),
    jump_back_in: jumped.map((entry) => entry.item),
    new_releases: releases.map(toAlbumPayload),
    mixes: toMixes(mixRows.filter((row) => row.seed_name !== null)),
  };
}
