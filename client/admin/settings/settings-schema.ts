import { z } from 'zod';
import type { SettingField } from './settings-types';
import { fieldKey, type FormValue } from './form-values';

/** A number field's text: a number, within the field's bounds. The server checks every rule again. */
const numberText = (field: SettingField) =>
  z.string().superRefine((text, ctx) => {
    const value = Number(text);
    if (text.trim() === '' || !Number.isFinite(value)) ctx.addIssue({ code: 'custom', message: 'Enter a number.' });
    else if ((field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
      ctx.addIssue({
        code: 'custom',
        message: field.max === undefined ? `Must be at least ${field.min}.` : `Must be from ${field.min ?? 0} to ${field.max}.`,
      });
    }
  });

/** The client-side checks of a declared form; other fields pass through as typed. */
export function settingsSchema(fields: SettingField[]) {
  const numbers = fields.filter((field) => field.kind === 'number' || field.kind === 'size');
  const shape: Record<string, z.ZodType<FormValue, FormValue>> = Object.fromEntries(numbers.map((field) => [fieldKey(field), numberText(field)]));
  return z.object(shape).catchall(z.union([z.string(), z.boolean()]));
}
