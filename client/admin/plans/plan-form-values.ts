import { z } from 'zod';
import type { AdminProductPayload, PriceInterval } from '../../../worker/billing/billing-types';
import type { trans as Translate } from '../../i18n/trans';

export const INTERVALS: PriceInterval[] = ['day', 'week', 'month', 'year'];

// Literal trans() calls, so the English keys collect them (docs/api/admin.md, "Localizations").
export const intervalLabels = (trans: typeof Translate) => ({ day: trans('day'), week: trans('week'), month: trans('month'), year: trans('year') });
export const intervalPlurals = (trans: typeof Translate) => ({ day: trans('days'), week: trans('weeks'), month: trans('months'), year: trans('years') });

/** An emptied number input reads NaN: the server is the one to refuse it, with its message on the field. */
const numberInput = z.number().or(z.nan());

/**
 * The form's shape: features as one textarea line each; a price keeps its
 * server id in `price_id`. The rules themselves are the server's (422 on
 * each field), so nothing here refuses a value.
 */
export const planFormSchema = z.object({
  name: z.string(),
  description: z.string(),
  hidden: z.boolean(),
  recommended: z.boolean(),
  free: z.boolean(),
  features: z.string(),
  position: numberInput,
  role_id: z.string(),
  permissions: z.array(z.object({ name: z.string(), restrictions: z.array(z.object({ name: z.string(), value: z.number().nullable() })) })),
  prices: z.array(
    z.object({
      price_id: z.number().optional(),
      amount: numberInput,
      currency: z.string(),
      interval: z.enum(['day', 'week', 'month', 'year']),
      interval_count: numberInput,
    }),
  ),
});

export type PlanFormValues = z.infer<typeof planFormSchema>;

export const newPrice = (): PlanFormValues['prices'][number] => ({ amount: NaN, currency: 'USD', interval: 'month', interval_count: 1 });

export function planFormDefaults(plan?: AdminProductPayload): PlanFormValues {
  return {
    name: plan?.name ?? '',
    description: plan?.description ?? '',
    hidden: plan?.hidden ?? false,
    recommended: plan?.recommended ?? false,
    free: plan?.free ?? false,
    features: (plan?.feature_list ?? []).join('\n'),
    position: plan?.position ?? 0,
    role_id: plan?.role_id ? String(plan.role_id) : '',
    permissions: plan?.permissions ?? [],
    prices: plan
      ? plan.prices.map((price) => ({ price_id: price.id, amount: price.amount, currency: price.currency, interval: price.interval, interval_count: price.interval_count }))
      : [newPrice()],
  };
}

/** The plan body of POST products and PUT products/{id} (docs/api/billing.md, "Plans"); a free plan sends no prices. */
export function planBody(values: PlanFormValues) {
  return {
    name: values.name,
    description: values.description,
    hidden: values.hidden,
    recommended: values.recommended,
    free: values.free,
    feature_list: values.features
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    position: Number.isFinite(values.position) ? values.position : 0,
    role_id: values.role_id ? Number(values.role_id) : null,
    permissions: values.permissions,
    prices: values.free
      ? []
      : values.prices.map(({ price_id, amount, currency, interval, interval_count }) => ({
          ...(price_id ? { id: price_id } : {}),
          amount: Number.isFinite(amount) ? amount : null,
          currency,
          interval,
          interval_count: Number.isFinite(interval_count) ? interval_count : 1,
        })),
  };
}

/**
 * The server's 422 keys onto the form's fields: `prices.0.amount` is a field
 * already; `feature_list.3` lands on the features textarea and
 * `permissions.2.name` on the permissions editor.
 */
export function formField(serverField: string): string {
  if (serverField.startsWith('feature_list')) return 'features';
  if (serverField.startsWith('permissions')) return 'permissions';
  if (/^prices\.\d+\.id$/.test(serverField) || serverField === 'prices') return 'prices.root';
  return serverField;
}
