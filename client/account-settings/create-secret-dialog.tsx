import { useState } from 'react';
import { useForm, type DefaultValues, type FieldError, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useTrans } from '../i18n/trans';
import { applyServerErrors } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { CopyButton } from '../ui/copy-button';
import { Dialog } from '../ui/dialog/dialog';
import { closeDialog } from '../ui/dialog/dialog-store';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';

type CreateSecretDialogProps<Values extends Record<string, string>> = {
  /** Texts arrive translated. */
  title: string;
  /** The one field: the name of what is created. */
  field: { name: Path<Values> & keyof Values; label: string; placeholder?: string };
  schema: z.ZodType<Values, Values>;
  /** Creates it and answers the secret in plain text. */
  create: (values: Values) => Promise<string>;
  created: string;
  /** Why to copy the secret now. */
  shownOnce: string;
};

/**
 * Asks for a name, then shows the secret the server made (an API token, an
 * app password): its only appearance, since the server never shows it again.
 * It lives in this dialog's state and goes with it.
 */
export function CreateSecretDialog<Values extends Record<string, string>>({ title, field, schema, create, created, shownOnce }: CreateSecretDialogProps<Values>) {
  const trans = useTrans();
  const [plainText, setPlainText] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: { [field.name]: '' } as DefaultValues<Values> });
  const error = (form.formState.errors[field.name] as FieldError | undefined)?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    setPending(true);
    try {
      setPlainText(await create(values));
      toast(created);
    } catch (failure) {
      applyServerErrors(failure, form);
    } finally {
      setPending(false);
    }
  });

  return (
    <Dialog title={title} size="md">
      {plainText ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm leading-relaxed text-muted">{shownOnce}</p>
          <code className="block break-all rounded-lg bg-bg-alt px-3 py-2 font-mono text-sm">{plainText}</code>
          <div className="flex justify-end gap-2">
            <CopyButton text={plainText} size="md" />
            <button type="button" onClick={() => closeDialog()} className={buttonStyles()}>
              {trans('Done')}
            </button>
          </div>
        </div>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-5">
          <TextField {...form.register(field.name)} label={field.label} placeholder={field.placeholder} autoFocus required error={error && trans(error)} />
          <div className="flex justify-end gap-2">
            <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
              {trans('Cancel')}
            </button>
            <button type="submit" disabled={pending} className={buttonStyles()}>
              {trans('Create')}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
