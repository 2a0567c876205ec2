import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { fieldError } from '../../auth/field-error';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { Checkbox } from '../../ui/checkbox';
import { buttonStyles } from '../../ui/button-styles';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import type { AdminProductPayload, GatewaySync } from '../../../worker/billing/billing-types';
import { toastGatewaySync } from './gateway-sync-toast';
import { PlanGrantsFields } from './plan-grants-fields';
import { planBody, planFormDefaults, planFormSchema, type PlanFormValues } from './plan-form-values';
import { applyPlanErrors } from './plan-server-errors';
import { PriceFields } from './price-fields';

type SaveAnswer = { product: AdminProductPayload; gateways: GatewaySync };

/** A plan's fields, prices and grants (POST products, PUT products/{id}); the toast says how each gateway took the save. */
export function PlanForm({ plan }: { plan?: AdminProductPayload }) {
  const trans = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<PlanFormValues>({ resolver: zodResolver(planFormSchema), defaultValues: planFormDefaults(plan) });
  const free = form.watch('free');
  const save = useMutation({
    mutationFn: (values: PlanFormValues) =>
      plan ? apiClient.put<SaveAnswer>(`products/${plan.id}`, planBody(values)) : apiClient.post<SaveAnswer>('products', planBody(values)),
    onSuccess: async ({ product, gateways }) => {
      toastGatewaySync(trans(plan ? 'Saved plan.' : 'Created plan.'), gateways);
      queryClient.setQueryData(['admin', 'plans', product.id], product);
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'products'] });
      await queryClient.invalidateQueries({ queryKey: ['billing', 'products'] });
      form.reset(planFormDefaults(product));
      if (!plan) void navigate({ to: '/admin/plans/$planId/edit', params: { planId: product.id } });
    },
    onError: (error) => applyPlanErrors(error, form),
  });
  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex max-w-3xl flex-col gap-6">
      <TextField {...form.register('name')} label={trans('Name')} maxLength={60} error={fieldError(form, 'name', trans)} />
      <TextAreaField {...form.register('description')} rows={2} label={trans('Description')} error={fieldError(form, 'description', trans)} />
      <TextAreaField
        {...form.register('features')}
        rows={5}
        label={trans('Features')}
        description={trans('One per line, as the pricing page lists them.')}
        error={fieldError(form, 'features', trans)}
      />
      <TextField
        {...form.register('position', { valueAsNumber: true })}
        type="number"
        min={0}
        inputMode="numeric"
        label={trans('Position')}
        description={trans('Order on the pricing page, smallest first.')}
        error={fieldError(form, 'position', trans)}
        className="max-w-40"
      />
      <div className="flex flex-wrap gap-6">
        <Checkbox {...form.register('hidden')} error={fieldError(form, 'hidden', trans)}>
          {trans('Hidden from the pricing page')}
        </Checkbox>
        <Checkbox {...form.register('recommended')} error={fieldError(form, 'recommended', trans)}>
          {trans('Recommended')}
        </Checkbox>
        <Checkbox {...form.register('free')} error={fieldError(form, 'free', trans)}>
          {trans('Free plan (no prices)')}
        </Checkbox>
      </div>
      {!free && <PriceFields form={form} />}
      <PlanGrantsFields form={form} />
      <button type="submit" disabled={save.isPending} className={buttonStyles({ className: 'self-start' })}>
        {trans(plan ? 'Save' : 'Create')}
      </button>
    </form>
  );
}
