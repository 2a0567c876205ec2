/** A page as the admin API answers it (docs/api/admin.md, "Custom pages"); list rows leave `body` out. */
export type AdminPage = { id: number; title: string; slug: string; body: string; hide_nav: boolean; created_at: string; updated_at: string };
export type AdminPageRow = Omit<AdminPage, 'body'>;

/** A title as the server's slug rule takes it: lower-case letters, numbers and single dashes. */
export const pageSlug = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '');
