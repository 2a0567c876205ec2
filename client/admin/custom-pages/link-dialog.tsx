import { useForm } from 'react-hook-form';
import { useTrans } from '../../i18n/trans';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { buttonStyles } from '../../ui/button-styles';

/**
 * The address of a link in the page editor. Resolves with the address, ''
 * to remove the link, or undefined when dismissed. The server and the page
 * keep only web, mail and phone links and this site's own paths.
 */
export function LinkDialog({ href }: { href: string }) {
  const trans = useTrans();
  const form = useForm({ defaultValues: { href } });
  return (
    <Dialog title={trans('Link')} size="sm">
      <form onSubmit={form.handleSubmit(({ href: value }) => closeDialog(value.trim()))} noValidate className="flex flex-col gap-4">
        <TextField {...form.register('href')} type="url" inputMode="url" label={trans('Address')} placeholder="https://" autoFocus autoComplete="off" />
        <div className="flex justify-end gap-2">
          {href && (
            <button type="button" onClick={() => closeDialog('')} className={buttonStyles({ variant: 'ghost', className: 'mr-auto' })}>
              {trans('Remove link')}
            </button>
          )}
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" className={buttonStyles()}>
            {trans('Apply')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
