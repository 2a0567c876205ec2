import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../../i18n/trans';
import { fieldErrors, showErrorToast } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { Spinner } from '../../ui/spinner';
import { toast } from '../../ui/toast/toast-store';
import { useAdminSettings, useSaveSettings, type AdminSettings } from './admin-settings-query';
import { changedSettings, initialValues, keyForSetting, type FormValues } from './form-values';
import { settingsSchema } from './settings-schema';
import type { BeforeSave, SettingField as Field, SettingsSection } from './settings-types';
import { SettingField } from './setting-field';

/**
 * The one settings form: it draws any declared field list (a settings
 * subpage, the ads page), sends only what changed with POST settings, and
 * puts the server's messages on their fields (SPEC section 5).
 */
export function SettingsForm({ sections, beforeSave }: { sections: SettingsSection[]; beforeSave?: BeforeSave }) {
  const trans = useTrans();
  const settings = useAdminSettings();
  if (settings.isPending) return <Spinner className="mx-auto mt-6" />;
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-divider p-5">
        <p className="text-sm text-muted">{trans('There was an issue loading this page')}</p>
        <button type="button" onClick={() => void settings.refetch()} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
          {trans('Try again')}
        </button>
      </div>
    );
  }
  return <LoadedForm sections={sections} data={settings.data} beforeSave={beforeSave} />;
}

function applySettingErrors(error: unknown, form: UseFormReturn<FormValues>, fields: Field[]) {
  const placed = Object.entries(fieldErrors(error)).flatMap(([name, message]) => {
    const key = keyForSetting(fields, name);
    return key ? [[key, message] as const] : [];
  });
  if (!placed.length) return showErrorToast(error);
  placed.forEach(([key, message], index) => form.setError(key, { type: 'server', message }, { shouldFocus: index === 0 }));
}

function LoadedForm({ sections, data, beforeSave }: { sections: SettingsSection[]; data: AdminSettings; beforeSave?: BeforeSave }) {
  const trans = useTrans();
  const fields = sections.flatMap((section) => section.fields);
  const form = useForm<FormValues>({ defaultValues: initialValues(fields, data), resolver: zodResolver(settingsSchema(fields)) });
  const [removed, setRemoved] = useState<string[]>([]);
  const save = useSaveSettings();

  const onSubmit = form.handleSubmit(async (values) => {
    const changed = changedSettings(fields, values, data, removed);
    if (beforeSave && !(await beforeSave(changed, data))) return;
    save.mutate(changed, {
      onSuccess: (next) => {
        toast(trans('Settings saved'));
        setRemoved([]);
        form.reset(initialValues(fields, next));
      },
      onError: (error) => applySettingErrors(error, form, fields),
    });
  });
  const toggleRemove = (name: string) => setRemoved((names) => (names.includes(name) ? names.filter((n) => n !== name) : [...names, name]));
  const dirty = form.formState.isDirty || removed.length > 0;

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-2xl flex-col gap-6">
      {sections.map((section, index) => (
        <section key={section.title ?? index} className="flex flex-col gap-5 rounded-lg border border-divider p-5">
          {section.title && (
            <div>
              <h2 className="font-semibold">{trans(section.title)}</h2>
              {section.description && <p className="mt-1 text-sm text-muted">{trans(section.description)}</p>}
            </div>
          )}
          {section.fields.map((field) => (
            <SettingField
              key={`${field.name}${field.part ?? ''}`}
              field={field}
              form={form}
              secretSet={data.secrets[field.name]}
              removing={removed.includes(field.name)}
              onToggleRemove={() => toggleRemove(field.name)}
            />
          ))}
        </section>
      ))}
      <div className="sticky bottom-0 -mx-1 flex items-center gap-3 border-t border-divider bg-bg px-1 py-3">
        <button type="submit" disabled={save.isPending || !dirty} className={buttonStyles()}>
          {trans('Save changes')}
        </button>
        {dirty && <span className="text-sm text-muted">{trans('You have unsaved changes.')}</span>}
      </div>
    </form>
  );
}
