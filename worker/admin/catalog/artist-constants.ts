// The admin artist form's limits (docs/api/catalog-admin.md, Artists); the
// client imports them so its form refuses what the server would.

export const ARTIST_NAME_MAX = 255;
export const ARTIST_BIO_MAX = 5000;
export const ARTIST_LINKS_MAX = 10;
export const ARTIST_LINK_TITLE_MAX = 100;
export const ARTIST_GENRES_MAX = 10;
export const ARTIST_MANAGERS_MAX = 20;
/** Extra images on the artist's profile page, in order (issue 15). */
export const ARTIST_PROFILE_IMAGES_MAX = 10;
