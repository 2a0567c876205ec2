// How much of a listener's history the personal home reads, and how long its
// shelves are (issue 26 part 5; docs/api/home.md).

/** The plays read for every shelf: the listener's last ones (plays_user_time_idx), however long their history. */
export const RECENT_PLAYS = 200;
/** The liked tracks a mix's taste reads (likes_user_recent_idx). */
export const RECENT_LIKES = 200;
/** A like weighs as much as this many plays in a mix's taste. */
export const LIKE_WEIGHT = 3;

export const RECENTLY_PLAYED = 12;
export const JUMP_BACK_IN = 8;
export const NEW_RELEASES = 12;

/** Mixes of the listener's top artists and of their top genres. */
export const ARTIST_MIXES = 3;
export const GENRE_MIXES = 3;
/** Tracks of a mix. */
export const MIX_TRACKS = 30;
/** An artist mix also plays the most played artists sharing a genre with it, this many. */
export const SIMILAR_ARTISTS = 10;
/** A genre mix draws from the genre's most played tracks, this many, and the listener's own. */
export const GENRE_POOL = 100;
/** Artists named on a mix's card. */
export const MIX_CARD_ARTISTS = 3;
