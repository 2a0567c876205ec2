import { describe, expect, it } from 'vitest';
import { db } from './support/http';
import { planOf } from './support/query-plan';
import { parseRules } from '../../worker/playlists/smart/rules-parse';
import { smartTotals, smartTracksPage } from '../../worker/playlists/smart/smart-queries';

// docs/query-plans.md for smart playlists (decision 030): each field's rule
// reaches its rows through an index, or is a bounded pass over the tracks
// (substring matches, years); a per-user table (plays, likes) or a link
// table is only ever searched by its index, never scanned.

/** A rule on each field, and the index its page or its count must use (null: a bounded pass over tracks). */
const RULES: [string, unknown, string | null][] = [
  ['title is', { is: { title: 'x' } }, 'tracks_name_lower_idx'],
  ['title contains', { contains: { title: 'x' } }, null],
  ['artist is', { is: { artist: 'x' } }, 'artists_name_lower_idx'],
  ['album is', { is: { album: 'x' } }, 'albums_name_lower_idx'],
  ['genre is', { is: { genre: 'rock' } }, 'track_genres_genre_idx'],
  ['tag is', { is: { tag: 'chill' } }, 'track_tags_tag_idx'],
  ['year in the range', { inTheRange: { year: [1990, 1999] } }, null],
  ['duration gt', { gt: { duration: 300 } }, 'tracks_duration_idx'],
  ['plays gt', { gt: { plays: 1000 } }, 'tracks_plays_idx'],
  ['myPlays gt', { gt: { myPlays: 2 } }, 'plays_user_track_idx'],
  ['myPlays lt', { lt: { myPlays: 2 } }, 'plays_user_track_idx'],
  ['myRating gt', { gt: { myRating: 3 } }, 'user_ratings_user_rating_idx'],
  ['myRating lt', { lt: { myRating: 3 } }, 'user_ratings_user_rating_idx'],
  ['liked', { is: { liked: true } }, 'sqlite_autoindex_likes_1'],
  ['dateAdded in the last', { inTheLast: { dateAdded: 30 } }, 'tracks_created_at_idx'],
  ['lastPlayed in the last', { inTheLast: { lastPlayed: 30 } }, 'plays_user_track_idx'],
  ['lastPlayed not in the last', { notInTheLast: { lastPlayed: 30 } }, 'plays_user_track_idx'],
];

const source = (rule: unknown, sort: string) => {
  const parsed = parseRules({ all: [rule], sort });
  if (!parsed.ok) throw new Error(parsed.message);
  return { owner_id: 1, rules: parsed.rules };
};

/** Scans of anything but the tracks themselves (or their index in order), of subquery results, or of the small genres/tags/artists/albums name tables. */
const FORBIDDEN_SCAN = /^\s*SCAN (p|l|r|plays|likes|user_ratings|tg|tt|ta|track_genres|track_tags|track_artists|playlist_tracks)( |$)/;

describe('smart playlist query plans', () => {
  it("reaches each field's rows through its index, never scanning a per-user or link table", async () => {
    for (const [name, rule, index] of RULES) {
      for (const sort of ['title', '-plays', '-myPlays', '-myRating', 'random']) {
        const page = await planOf(smartTracksPage(db(), source(rule, sort), { limit: 20, offset: 0 })!);
        const totals = await planOf(smartTotals(db(), source(rule, sort)));
        const both = [...page, '--- totals', ...totals].join('\n');
        expect(page.concat(totals).filter((line) => FORBIDDEN_SCAN.test(line)), `${name} / ${sort}\n${both}`).toEqual([]);
        if (index) expect(both, `${name} / ${sort}`).toContain(index);
      }
    }
  });

  it('walks the plays index in order for a plays sort when no rule is selective', async () => {
    const plan = await planOf(smartTracksPage(db(), source({ inTheRange: { year: [1990, 1999] } }, '-plays'), { limit: 20, offset: 0 })!);
    expect(plan.join('\n')).toContain('SCAN tracks USING INDEX tracks_plays_idx');
    expect(plan.join('\n')).not.toContain('TEMP B-TREE');
  });
});
