// The personal home's JSON (docs/api/home.md), as zod schemas the OpenAPI
// document publishes; the client imports the types only.
import { z } from 'zod';
import { AlbumPayload, ArtistPayload, PlaylistPayload, TrackPayload } from '../music/music-types';

export const MIX_SEED_TYPES = ['artist', 'genre'] as const;
export type MixSeedType = (typeof MIX_SEED_TYPES)[number];

/** A mix's id: its seed, `artist-3` or `genre-5`. */
export const MIX_ID = /^(artist|genre)-([1-9]\d{0,9})$/;

export const MixSummary = z
  .object({
    model_type: z.literal('mix'),
    id: z.string(),
    seed_type: z.enum(MIX_SEED_TYPES),
    seed_id: z.int(),
    /** The seed's name: the artist's, or the genre's display name (the client titles it ":name Mix"). */
    name: z.string(),
    image: z.string().nullable(),
    /** The first few artists the mix plays, the seed's first. */
    artists: z.array(z.string()),
    tracks_count: z.int(),
  })
  .meta({ id: 'Mix' });
export type MixSummary = z.infer<typeof MixSummary>;

export const JumpBackInItem = z.union([AlbumPayload, PlaylistPayload, ArtistPayload]);
export type JumpBackInItem = z.infer<typeof JumpBackInItem>;

export const PersonalHome = z
  .object({
    /** Tracks the listener played last, most recent first, each once. */
    recently_played: z.array(TrackPayload),
    /** Albums, playlists and artists they played from lately (a track played alone counts for its album). */
    jump_back_in: z.array(JumpBackInItem),
    /** The newest albums of the artists they follow. */
    new_releases: z.array(AlbumPayload),
    /** Mixes of their top artists and genres, from their plays and likes. */
    mixes: z.array(MixSummary),
  })
  .meta({ id: 'PersonalHome' });
export type PersonalHome = z.infer<typeof PersonalHome>;

export const MixPage = z.object({ mix: MixSummary, tracks: z.array(TrackPayload) }).meta({ id: 'MixPage' });
export type MixPage = z.infer<typeof MixPage>;
