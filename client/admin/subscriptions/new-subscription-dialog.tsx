import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { intervalLabels, intervalPlurals } from '../plans/plan-form-values';
import { endOfDayIso, priceLabel } from './subscription-state';
import { usePlanOptions, type UserOption } from './subscription-queries';
import { UserPicker } from './user-picker';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ user_id: z.number(), product_id: z.string(), price_id: z.string(), ends_at: z.string(), note: z.string() });
type Values = z.infer<typeof schema>;

/** POST subscriptions: a plan given by hand (a gift or an offline payment). Resolves with the new subscription's id. */
export function NewSubscriptionDialog() {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const queryClient = useQueryClient();
  const plans = usePlanOptions();
  const [user, setUser] = useState<UserOption | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { user_id: 0, product_id: '', price_id: '', ends_at: '', note: '' } });
  const plan = plans.data?.find((p) => String(p.id) === form.watch('product_id'));
  const intervals = { one: intervalLabels(trans), many: intervalPlurals(trans) };

  const create = useMutation({
    mutationFn: (values: Values) =>
      apiClient.post<{ subscription: { id: number } }>('subscriptions', {
        user_id: values.user_id,
        product_id: Number(values.product_id) || 0,
        price_id: values.price_id ? Number(values.price_id) : null,
        ends_at: endOfDayIso(values.ends_at),
        note: values.note,
      }),
    onSuccess: async (response) => {
      toast(trans('Subscription created'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'subscriptions'] });
      closeDialog(response.subscription.id);
    },
    onError: (error) => applyServerErrors(error, form),
  });

  const pickUser = (picked: UserOption | null) => {
    setUser(picked);
    form.setValue('user_id', picked?.id ?? 0);
    form.clearErrors('user_id');
  };

  return (
    <Dialog title={trans('Gift a plan')} size="md">
      <form onSubmit={form.handleSubmit((values) => create.mutate(values))} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-muted">{trans('A subscription made by hand, for a gift or a payment taken offline. Nobody is charged.')}</p>
        <UserPicker value={user} onChange={pickUser} error={fieldError(form, 'user_id', trans)} />
        {plans.isPending ? (
          <Spinner size="sm" label={trans('Loading plans')} />
        ) : plans.isError ? (
          <p className="text-sm text-danger" role="alert">
            {trans('Could not load the plans.')}{' '}
            <button type="button" onClick={() => void plans.refetch()} className={buttonStyles({ variant: 'text', size: 'sm' })}>
              {trans('Try again')}
            </button>
          </p>
        ) : (
          <>
            <SelectField
              {...form.register('product_id', { onChange: () => form.setValue('price_id', '') })}
              label={trans('Plan')}
              error={fieldError(form, 'product_id', trans)}
            >
              <option value="">{trans('Choose a plan')}</option>
              {plans.data.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.hidden ? `${p.name} (${trans('Hidden')})` : p.name}
                </option>
              ))}
            </SelectField>
            {plan && plan.prices.length > 0 && (
              <SelectField {...form.register('price_id')} label={trans('Price')} description={trans('What the subscription shows it is worth; nobody is charged.')} error={fieldError(form, 'price_id', trans)}>
                <option value="">{trans('No price')}</option>
                {plan.prices.map((price) => (
                  <option key={price.id} value={price.id}>
                    {priceLabel(price, language, intervals)}
                  </option>
                ))}
              </SelectField>
            )}
          </>
        )}
        <TextField {...form.register('ends_at')} type="date" label={trans('Ends on')} description={trans('Leave empty for no end date.')} error={fieldError(form, 'ends_at', trans)} />
        <TextAreaField {...form.register('note')} rows={2} maxLength={500} label={trans('Note')} placeholder={trans('Gift, paid by bank transfer...')} error={fieldError(form, 'note', trans)} />
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={create.isPending} className={buttonStyles()}>
            {trans('Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
