/** A genre's name as its URL slug, as the server takes it (worker/backstage/catalog-names.ts taxonomySlug): lower-case words joined by dashes. */
export const genreSlug = (text: string) =>
  text
    .normalize('NFKC')
    .trim()
    .toLowerCase()
    .replace(/[/?#%\\]/g, '')
    .replace(/\s+/g, '-');
