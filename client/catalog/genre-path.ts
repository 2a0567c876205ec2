/** A genre's page is the genre channel narrowed to it (SPEC.md section 2, channel pages). */
export const genrePath = (genre: { name: string }) => `/channel/genre/${encodeURIComponent(genre.name)}`;
