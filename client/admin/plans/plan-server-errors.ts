import type { Path, UseFormReturn } from 'react-hook-form';
import { fieldErrors, showErrorToast } from '../../http/server-errors';
import { formField, type PlanFormValues } from './plan-form-values';

/** As applyServerErrors, with the plan body's nested keys moved onto the fields that show them. */
export function applyPlanErrors(error: unknown, form: UseFormReturn<PlanFormValues>): void {
  const errors = Object.entries(fieldErrors(error));
  if (!errors.length) return showErrorToast(error);
  const seen = new Set<string>();
  errors.forEach(([field, message]) => {
    const name = formField(field);
    if (seen.has(name)) return;
    seen.add(name);
    form.setError(name as Path<PlanFormValues>, { type: 'server', message }, { shouldFocus: seen.size === 1 });
  });
}
