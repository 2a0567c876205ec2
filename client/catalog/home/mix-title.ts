import type { useTrans } from '../../i18n/trans';

type Trans = ReturnType<typeof useTrans>;

/** "Velvet Harbor Mix", "Rock Mix". */
export const mixTitle = (trans: Trans, mix: { name: string }) => trans(':name Mix', { name: mix.name });

/** "Velvet Harbor, Mira Castellano and more". */
export const mixArtistsLine = (trans: Trans, mix: { artists: string[] }) => (mix.artists.length ? trans(':names and more', { names: mix.artists.join(', ') }) : '');
