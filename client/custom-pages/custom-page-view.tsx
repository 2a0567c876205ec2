import { useTrans } from '../i18n/trans';
import type { CustomPage } from './get-custom-page';

/** A custom page's HTML, written by admins with custom_pages.update. */
export function CustomPageView({ page }: { page: CustomPage }) {
  const trans = useTrans();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 md:px-8">
      <h1 className="mb-2 text-3xl font-bold tracking-tight md:text-4xl">{trans(page.title)}</h1>
      <p className="mb-8 text-sm text-muted">
        {trans('Last updated :date', { date: new Date(page.updated_at).toLocaleDateString() })}
      </p>
      <div
        className="space-y-4 leading-relaxed text-fg [&_a]:text-primary [&_a]:underline [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-semibold [&_p]:text-fg/90"
        dangerouslySetInnerHTML={{ __html: page.body }}
      />
    </article>
  );
}
