import type { AdminSettings } from './admin-settings-query';
import type { SettingField } from './settings-types';
import { policiesFromText, policiesToText } from './policies-text';

/** What the form holds for a field: text for inputs, a boolean for switches. */
export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

const BYTES_PER_MB = 1024 * 1024;

/**
 * The field's name in the form. Dotted setting names would be nested paths to
 * react-hook-form, so dots become `__`; an object setting's part follows `--`.
 */
export const fieldKey = (field: Pick<SettingField, 'name' | 'part'>) => `${field.name.replaceAll('.', '__')}${field.part ? `--${field.part}` : ''}`;

const storedValue = (field: SettingField, data: AdminSettings) => {
  const value = data.settings[field.name];
  return field.part ? (value as Record<string, unknown> | undefined)?.[field.part] : value;
};

function toFormValue(field: SettingField, stored: unknown): FormValue {
  switch (field.kind) {
    case 'boolean':
      return stored === true;
    case 'secret':
      return '';
    case 'size':
      return String(Math.round((Number(stored) / BYTES_PER_MB) * 100) / 100);
    case 'list':
      return (Array.isArray(stored) ? stored : []).join('\n');
    case 'policies':
      return policiesToText(stored);
    default:
      return stored === undefined || stored === null ? '' : String(stored);
  }
}

function fromFormValue(field: SettingField, value: FormValue, stored: unknown): unknown {
  const text = String(value);
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'number':
      // Empty is sent as null, so the server names the field ("Must be of type number.").
      return text.trim() === '' ? null : Number(text);
    case 'size':
      return text.trim() === '' ? null : Math.round(Number(text) * BYTES_PER_MB);
    case 'list':
      return text
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
    case 'policies':
      return policiesFromText(text, stored);
    default:
      return text;
  }
}

export function initialValues(fields: SettingField[], data: AdminSettings): FormValues {
  return Object.fromEntries(fields.map((field) => [fieldKey(field), toFormValue(field, storedValue(field, data))]));
}

/**
 * The settings to POST: each whose value differs from the stored one (parts
 * of an object setting merged into it), a secret only when a new value was
 * typed, and `null` for a secret the admin chose to remove.
 */
export function changedSettings(
  fields: SettingField[],
  values: FormValues,
  data: AdminSettings,
  removedSecrets: string[] = [],
): Record<string, unknown> {
  const changed: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[fieldKey(field)];
    if (field.kind === 'secret') {
      if (removedSecrets.includes(field.name)) changed[field.name] = null;
      else if (String(value ?? '') !== '') changed[field.name] = value;
      continue;
    }
    const stored = data.settings[field.name];
    if (field.part) {
      const base = (changed[field.name] ?? stored ?? {}) as Record<string, unknown>;
      changed[field.name] = { ...base, [field.part]: fromFormValue(field, value, base[field.part]) };
    } else {
      changed[field.name] = fromFormValue(field, value, stored);
    }
  }
  for (const [name, value] of Object.entries(changed)) {
    if (value !== null && JSON.stringify(value) === JSON.stringify(data.settings[name])) delete changed[name];
  }
  return changed;
}

/** The form key where the server's message for a setting is shown: its first field. */
export const keyForSetting = (fields: SettingField[], name: string) => {
  const field = fields.find((candidate) => candidate.name === name);
  return field ? fieldKey(field) : null;
};
