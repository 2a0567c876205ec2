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
import { genreSlug } from './genre-slug';
import type { AdminGenre } from './moderation-types';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ display_name: z.string(), name: z.string(), image: z.string(), popularity: z.string() });
type Values = z.infer<typeof schema>;

/** A typed popularity as the API takes it: a number when it reads as one (the server says what is wrong otherwise). */
const popularityOf = (text: string) => (text.trim() === '' ? 0 : Number.isFinite(Number(text)) ? Number(text) : text);

/** POST genres or PUT genres/{id}: display name, name (its URL slug, derived until edited), image and popularity. */
export function GenreDialog({ genre }: { genre?: AdminGenre }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { display_name: genre?.display_name ?? '', name: genre?.name ?? '', image: genre?.image ?? '', popularity: String(genre?.popularity ?? 0) },
  });
  const slugField = useDerivedSlug(form, 'display_name', 'name', genreSlug);
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = { ...values, popularity: popularityOf(values.popularity) };
      return genre ? apiClient.put(`genres/${genre.id}`, body) : apiClient.post('genres', body);
    },
    onSuccess: async () => {
      toast(trans(genre ? 'Updated genre' : 'Created genre'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'admin/genres'] });
      closeDialog(true);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <Dialog title={trans(genre ? 'Edit genre' : 'Add genre')} size="md">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
        <TextField {...form.register('display_name')} label={trans('Display name')} autoComplete="off" autoFocus error={fieldError(form, 'display_name', trans)} />
        <TextField {...slugField} label={trans('Name')} autoComplete="off" error={fieldError(form, 'name', trans)} description={trans('The genre’s address and what channels name: /genre/:name', { name: form.watch('name') || '…' })} />
        <TextField {...form.register('image')} label={trans('Image')} placeholder="https://…" autoComplete="off" error={fieldError(form, 'image', trans)} description={trans('An address, or a path on this site starting with /.')} />
        <TextField {...form.register('popularity')} label={trans('Popularity')} inputMode="numeric" autoComplete="off" error={fieldError(form, 'popularity', trans)} description={trans('“Top genres” channels list the most popular first.')} />
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {trans(genre ? 'Save' : 'Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
