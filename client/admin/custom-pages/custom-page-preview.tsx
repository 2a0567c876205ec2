import { useTrans } from '../../i18n/trans';
import { CustomPageView } from '../../custom-pages/custom-page-view';

/** The page as visitors will see it (the same view, sanitized the same way), before it is saved. */
export function CustomPagePreview({ title, body }: { title: string; body: string }) {
  const trans = useTrans();
  return (
    <section aria-label={trans('Preview')} className="overflow-hidden rounded-xl border border-divider bg-bg">
      <CustomPageView page={{ title: title || trans('Untitled page'), body, updated_at: new Date().toISOString() }} />
    </section>
  );
}
