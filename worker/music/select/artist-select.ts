import { artists } from '../../../db/music-catalog';
import type { ArtistPayload } from '../music-types';

/** Columns for an artist list (`.from(artists)`), mapped with `toArtistPayload`. */
export const artistColumns = {
  id: artists.id,
  name: artists.name,
  image: artists.image,
  verified: artists.verified,
  plays: artists.plays,
  followers_count: artists.followers_count,
};

export const toArtistPayload = (row: { [K in keyof typeof artistColumns]: (typeof artists.$inferSelect)[K] }): ArtistPayload => ({
  model_type: 'artist',
  ...row,
});
