import { toId } from './subsonic-params';

/*
 * Ids (docs/api/subsonic.md, "Ids"). In the ID3 answers (getArtist, getAlbum,
 * getSong, search3, playlists, ...) an id is our id as a string: a song "12",
 * an album "3", an artist "5", a playlist "9"; the method says which kind.
 * Where one parameter may name several kinds (the folder methods'
 * directories, getCoverArt, star/unstar/setRating's `id`), the other kinds
 * carry a prefix: "al-3", "ar-5", "pl-9" ("tr-12" for a cover of a song),
 * and a plain number is a song.
 */
export type ItemKind = 'track' | 'album' | 'artist' | 'playlist';

const PREFIX: Record<ItemKind, string> = { track: 'tr', album: 'al', artist: 'ar', playlist: 'pl' };
const KIND_OF = Object.fromEntries(Object.entries(PREFIX).map(([kind, prefix]) => [prefix, kind])) as Record<string, ItemKind>;

/** The id of an item where the kind is not implied ("al-3"); a song's plain id stays plain unless `prefixSongs`. */
export function typedId(kind: ItemKind, id: number, prefixSongs = false): string {
  return kind === 'track' && !prefixSongs ? String(id) : `${PREFIX[kind]}-${id}`;
}

/** The coverArt attribute of an item: always prefixed, so getCoverArt knows where to look. */
export const coverArtId = (kind: ItemKind, id: number) => typedId(kind, id, true);

/** A typed id read back: "al-3" → album 3, "12" → track 12; error 70 for anything else. */
export function parseTypedId(raw: string): { kind: ItemKind; id: number } {
  const match = /^([a-z]{2})-(.+)$/.exec(raw);
  if (!match) return { kind: 'track', id: toId(raw) };
  const kind = KIND_OF[match[1]];
  return kind ? { kind, id: toId(match[2]) } : { kind: 'track', id: toId('') };
}
