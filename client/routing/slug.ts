// Builders for the public player paths of SPEC.md section 2, so every link to a
// track, album, artist, playlist, user, tag or radio is spelled the same way.
import type { RadioSeedType } from '../../worker/music/music-types';

type Named = { id: number | string; name: string };

/** Lower-case, accent-free, dash-separated; letters of any script survive. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    // "Don't" reads better as "dont" than "don-t".
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  // An empty segment would collapse the path; keep one placeholder character.
  return slug || '-';
}

export const trackPath = (t: Named) => `/track/${t.id}/${slugify(t.name)}`;

/** Album URLs carry the first artist's name (SPEC.md section 2). */
export const albumPath = (a: Named & { artists?: { name: string }[] }) =>
  `/album/${a.id}/${slugify(a.artists?.[0]?.name ?? '')}/${slugify(a.name)}`;

export const artistPath = (a: Named) => `/artist/${a.id}/${slugify(a.name)}`;

export const playlistPath = (p: Named) => `/playlist/${p.id}/${slugify(p.name)}`;

export const userPath = (u: Named) => `/user/${u.id}/${slugify(u.name)}`;

/** Tags are addressed by their unique name, not by id. */
export const tagPath = (t: { name: string }) => `/tag/${encodeURIComponent(t.name)}`;

export const radioPath = (type: RadioSeedType, seed: Named) => `/radio/${type}/${seed.id}/${slugify(seed.name)}`;
