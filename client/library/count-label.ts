import type { trans as Trans } from '../i18n/trans';

const NOUNS = {
  song: ['1 song', ':count songs'],
  album: ['1 album', ':count albums'],
  artist: ['1 artist', ':count artists'],
  playlist: ['1 playlist', ':count playlists'],
} as const;

/** "1 song", "12 songs": whole phrases, so each language can translate both forms. */
export function countLabel(trans: typeof Trans, count: number, noun: keyof typeof NOUNS): string {
  const [one, many] = NOUNS[noun];
  return count === 1 ? trans(one) : trans(many, { count });
}
