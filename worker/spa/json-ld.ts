import { albumPath, artistPath, trackPath } from '../../client/routing/slug';

/**
 * schema.org JSON-LD of the track, album and artist pages
 * (https://schema.org/MusicRecording, MusicAlbum, MusicGroup), for search
 * engines' rich results. Addresses are the pages' canonical ones (the
 * client's own path builders), absolute; undefined fields drop out of the JSON.
 */
export type JsonLd = Record<string, unknown>;

type Named = { id: number; name: string };
type ArtistRef = Named | null;

const CONTEXT = 'https://schema.org';

const absolute = (origin: string, path: string | null) => (path ? new URL(path, origin).href : undefined);

/** ISO 8601 duration (PT3M25S) of milliseconds; none for an unknown (0) length. */
export function isoDuration(ms: number): string | undefined {
  const seconds = Math.round(ms / 1000);
  if (seconds <= 0) return undefined;
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${seconds % 60}S`;
}

const group = (origin: string, artist: ArtistRef) =>
  artist ? { '@type': 'MusicGroup', name: artist.name, url: absolute(origin, artistPath(artist)) } : undefined;

const albumUrl = (origin: string, album: Named, artist: { name: string } | null) =>
  absolute(origin, albumPath({ ...album, artists: artist ? [artist] : [] }));

/** The fields every page's item has: its type, name, canonical address and picture. */
const item = (origin: string, type: string, name: string, path: string, image: string | null) => ({
  '@context': CONTEXT,
  '@type': type,
  name,
  url: absolute(origin, path),
  image: absolute(origin, image),
});

export function musicRecording(
  origin: string,
  track: Named & { duration: number; image: string | null; release_date: string | null },
  artist: ArtistRef,
  album: (Named & { artist: string | null }) | null,
): JsonLd {
  return {
    ...item(origin, 'MusicRecording', track.name, trackPath(track), track.image),
    duration: isoDuration(track.duration),
    datePublished: track.release_date ?? undefined,
    byArtist: group(origin, artist),
    inAlbum: album ? { '@type': 'MusicAlbum', name: album.name, url: albumUrl(origin, album, album.artist ? { name: album.artist } : null) } : undefined,
  };
}

export function musicAlbum(
  origin: string,
  album: Named & { image: string | null; release_date: string | null; tracks: number },
  artist: ArtistRef,
): JsonLd {
  return {
    ...item(origin, 'MusicAlbum', album.name, albumPath({ ...album, artists: artist ? [artist] : [] }), album.image),
    datePublished: album.release_date ?? undefined,
    numTracks: album.tracks,
    byArtist: group(origin, artist),
  };
}

export function musicGroup(origin: string, artist: Named & { image: string | null; description: string | null }): JsonLd {
  return {
    ...item(origin, 'MusicGroup', artist.name, artistPath(artist), artist.image),
    description: artist.description || undefined,
  };
}
