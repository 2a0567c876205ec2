/**
 * Cells a track row drops below the md breakpoint (the album, like and
 * duration columns), so a phone gives the width to the title before cutting
 * it (issue 26); liking stays in the track's menu.
 */
export const SECONDARY_CELL = 'hidden md:block';

/** From md, the like button shows on hover and focus, and stays while the track is liked. */
export const LIKE_CELL = 'md:opacity-0 md:group-hover:opacity-100 md:focus-within:opacity-100 md:[&:has([aria-pressed=true])]:opacity-100';
