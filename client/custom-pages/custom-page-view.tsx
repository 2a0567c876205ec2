import { useMemo } from 'react';
import { useTrans } from '../i18n/trans';
import { parseIsoDate } from '../i18n/iso-date';
import type { CustomPage } from './get-custom-page';
import { sanitizePageHtml } from './sanitize-page-html';

/** Classes for a page body's HTML: headings, lists, quotes, code and links in the theme's colours. */
export const PAGE_BODY_CLASS =
  'space-y-4 leading-relaxed text-fg [&>:first-child]:mt-0 [&_a]:text-primary [&_a]:underline [&_h1]:mt-8 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_p]:text-fg/90 [&_ul]:list-disc [&_ol]:list-decimal [&_ul]:pl-6 [&_ol]:pl-6 [&_blockquote]:border-l-4 [&_blockquote]:border-divider [&_blockquote]:pl-4 [&_blockquote]:text-muted [&_code]:rounded [&_code]:bg-fg/10 [&_code]:px-1 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-fg/10 [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0';

/** A custom page's HTML, written by admins with custom_pages.update, sanitized before it reaches the DOM. */
export function CustomPageView({ page }: { page: Pick<CustomPage, 'title' | 'body' | 'updated_at'> }) {
  const trans = useTrans();
  const html = useMemo(() => sanitizePageHtml(page.body), [page.body]);
  return (
    <article className="max-w-3xl py-10">
      <h1 className="mb-2 text-3xl font-bold tracking-tight md:text-4xl">{trans(page.title)}</h1>
      <p className="mb-8 text-sm text-muted">
        {trans('Last updated :date', { date: parseIsoDate(page.updated_at).toLocaleDateString() })}
      </p>
      <div className={PAGE_BODY_CLASS} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
