import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { useDerivedSlug } from '../use-derived-slug';
import { tagSlug, type AdminTag } from './tag-types';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ display_name: z.string(), name: z.string() });
type Values = z.infer<typeof schema>;

/** POST tags or PUT tags/{id}: the display name, and the name (its URL slug, derived until edited). */
export function TagDialog({ tag }: { tag?: AdminTag }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { display_name: tag?.display_name ?? '', name: tag?.name ?? '' } });
  const slugField = useDerivedSlug(form, 'display_name', 'name', tagSlug);
  const save = useMutation({
    mutationFn: (values: Values) => (tag ? apiClient.put(`tags/${tag.id}`, values) : apiClient.post('tags', values)),
    onSuccess: async () => {
      toast(trans(tag ? 'Updated tag' : 'Created tag'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'tags'] });
      closeDialog(true);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <Dialog title={trans(tag ? 'Edit tag' : 'Add tag')} size="md">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
        <TextField {...form.register('display_name')} label={trans('Display name')} autoComplete="off" autoFocus error={fieldError(form, 'display_name', trans)} />
        <TextField {...slugField} label={trans('Name')} autoComplete="off" error={fieldError(form, 'name', trans)} />
        <p className="-mt-2 text-xs text-muted">{trans('The name is the tag’s address: /tag/:name', { name: form.watch('name') || '…' })}</p>
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {trans(tag ? 'Save' : 'Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
