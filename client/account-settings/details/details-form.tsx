import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTrans } from '../../i18n/trans';
import { applyServerErrors } from '../../http/server-errors';
import { buttonStyles } from '../../ui/button-styles';
import { TextField } from '../../ui/text-field';
import { toast } from '../../ui/toast/toast-store';
import { useAccountUser } from '../account-user';
import { useUpdateUser } from '../update-user';

// Limits and required fields are the server's (PUT users/{id} answers 422 per field).
const detailsSchema = z.object({ name: z.string(), first_name: z.string(), last_name: z.string() });
type Details = z.infer<typeof detailsSchema>;

const FIELDS = [
  { name: 'name', label: 'Name', autoComplete: 'nickname' },
  { name: 'first_name', label: 'First name', autoComplete: 'given-name' },
  { name: 'last_name', label: 'Last name', autoComplete: 'family-name' },
] as const;

export function DetailsForm() {
  const trans = useTrans();
  const user = useAccountUser();
  const update = useUpdateUser(user.id);
  const form = useForm<Details>({
    resolver: zodResolver(detailsSchema),
    defaultValues: { name: user.name, first_name: user.first_name ?? '', last_name: user.last_name ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        toast(trans('Updated account details'));
        form.reset(values);
      },
      onError: (error) => applyServerErrors(error, form),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex w-full max-w-lg flex-col gap-5">
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          {...form.register(field.name)}
          label={trans(field.label)}
          autoComplete={field.autoComplete}
          error={errors[field.name]?.message && trans(errors[field.name]!.message!)}
        />
      ))}
      <button type="submit" disabled={update.isPending} className={buttonStyles({ className: 'self-start' })}>
        {trans('Save')}
      </button>
    </form>
  );
}
