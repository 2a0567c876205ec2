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
import { TextAreaField } from '../../ui/text-area-field';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { dateInputValue, endOfDayIso, type AdminSubscriptionRow } from './subscription-state';

const schema = z.object({ ends_at: z.string(), note: z.string() });
type Values = z.infer<typeof schema>;

/** PUT subscriptions/{id}: when access ends (empty: no end date) and the note. The server asks the subscription's gateway. */
export function EndDateDialog({ subscription }: { subscription: AdminSubscriptionRow }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { ends_at: dateInputValue(subscription.ends_at), note: subscription.note } });
  const save = useMutation({
    mutationFn: (values: Values) =>
      apiClient.put(`subscriptions/${subscription.id}`, {
        // An unchanged day keeps the stored moment (a gateway's period end is not the end of a local day).
        ends_at: values.ends_at === dateInputValue(subscription.ends_at) ? subscription.ends_at : endOfDayIso(values.ends_at),
        note: values.note,
      }),
    onSuccess: async () => {
      toast(trans('Subscription updated'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'subscriptions'] });
      closeDialog(true);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  return (
    <Dialog title={trans('Change end date')} size="sm">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{trans(':user on :plan', { user: subscription.user.name, plan: subscription.product.name })}</p>
        <TextField
          {...form.register('ends_at')}
          type="date"
          autoFocus
          label={trans('Ends on')}
          description={trans('Leave empty for no end date. A past date ends access now.')}
          error={fieldError(form, 'ends_at', trans)}
        />
        <TextAreaField {...form.register('note')} rows={2} maxLength={500} label={trans('Note')} error={fieldError(form, 'note', trans)} />
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {trans('Save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
