import { useTrans } from '../../i18n/trans';
import { Spinner } from '../../ui/spinner';
import { buttonStyles } from '../../ui/button-styles';
import { useAdminPage } from './custom-page-query';
import { CustomPageEditor } from './custom-page-editor';

/** /admin/custom-pages/{pageId}/edit: the editor once the page has loaded, with loading and error states. */
export function CustomPageEditPage({ pageId }: { pageId: number }) {
  const trans = useTrans();
  const page = useAdminPage(pageId);
  if (page.data) return <CustomPageEditor key={page.data.id} page={page.data} />;
  if (page.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
        <p className="font-semibold">{trans('There was an issue loading this page')}</p>
        <button type="button" onClick={() => void page.refetch()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {trans('Try again')}
        </button>
      </div>
    );
  }
  return <Spinner className="mx-auto my-16" />;
}
