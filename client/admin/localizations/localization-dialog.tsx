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
import type { AdminLocalization } from './localization-types';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ name: z.string(), language: z.string() });
type Values = z.infer<typeof schema>;

/**
 * POST localizations (a name and a language code; it starts as a copy of
 * English) or PUT localizations/{id} (a new name). Resolves with the id.
 */
export function LocalizationDialog({ localization }: { localization?: AdminLocalization }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { name: localization?.name ?? '', language: localization?.language ?? '' } });
  const save = useMutation({
    mutationFn: ({ name, language }: Values) =>
      localization
        ? apiClient.put<{ localization: AdminLocalization }>(`localizations/${localization.id}`, { name })
        : apiClient.post<{ localization: AdminLocalization }>('localizations', { name, language }),
    onSuccess: async (response) => {
      toast(trans(localization ? 'Renamed localization' : 'Created localization'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'localizations'] });
      await queryClient.invalidateQueries({ queryKey: ['value-lists'] });
      closeDialog(response.localization.id);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <Dialog title={trans(localization ? 'Rename localization' : 'Add localization')} size="md">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
        <TextField {...form.register('name')} label={trans('Name')} placeholder="Español" autoComplete="off" autoFocus error={fieldError(form, 'name', trans)} />
        {!localization && (
          <>
            <TextField {...form.register('language')} label={trans('Language code')} placeholder="es" autoComplete="off" error={fieldError(form, 'language', trans)} />
            <p className="-mt-2 text-xs text-muted">{trans('It starts as a copy of English, ready to translate.')}</p>
          </>
        )}
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {trans(localization ? 'Save' : 'Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
