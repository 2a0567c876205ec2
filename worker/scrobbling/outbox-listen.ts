/** A play as the services take it: names, seconds, and (for a scrobble) when it started, in seconds since 1970. */
export type OutboxListen = { artist: string; track: string; album: string | null; duration: number; listened_at: number };
