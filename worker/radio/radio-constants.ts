// Radio (docs/api/music.md "Search and radio"; the design is docs/radio.md).

/** Tracks in one radio answer, the seed track included. */
export const RADIO_LENGTH = 50;

/** The seed's own artists fill at most this share of the list. */
export const OWN_TRACKS_SHARE = 1 / 4;

/**
 * What one shared trait adds to a related track's score. Co-likes are the
 * strongest hint (people who liked the seed liked this), then a genre the
 * track itself carries, then a genre of its artists or a shared tag; being by
 * the seed's own artist counts least, so those tracks never crowd the others.
 */
export const RADIO_WEIGHTS = { coLike: 3, trackGenre: 3, artistGenre: 2, tag: 2, ownArtist: 1 } as const;

/**
 * Bounds of each signal's subquery, so a radio costs the same over a large
 * catalog as over a small one: rows read per signal, the seed artist's tracks
 * used as seeds, and the listeners whose likes are followed.
 */
export const RADIO_BOUNDS = { signalRows: 500, coLikeRows: 1000, seedTracks: 50, likers: 200 } as const;
