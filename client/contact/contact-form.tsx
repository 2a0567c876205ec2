import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTrans } from '../i18n/trans';
import { toast } from '../ui/toast/toast-store';
import { useBotCheck } from '../bot-check/use-bot-check';
import { reportSubmitError } from '../bot-check/report-submit-error';
import { contactSchema, useSubmitContact, type ContactPayload } from './submit-contact';

const fieldClass =
  'w-full rounded-theme border border-divider bg-bg px-3 py-2.5 text-fg outline-none transition placeholder:text-muted focus:border-primary focus:ring-2 focus:ring-primary/30 aria-[invalid=true]:border-danger';

export function ContactForm() {
  const trans = useTrans();
  const form = useForm<ContactPayload>({ resolver: zodResolver(contactSchema), defaultValues: { name: '', email: '', message: '' } });
  const submit = useSubmitContact();
  const botCheck = useBotCheck('contact');
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    // SPEC section 5: a bot check before sending, when the admin turned it on for 'contact'.
    let recaptcha_token: string | undefined;
    try {
      recaptcha_token = await botCheck();
    } catch (error) {
      return reportSubmitError(error, form);
    }
    const payload = { ...values, recaptcha_token };
    submit.mutate(payload, {
      onSuccess: () => {
        toast(trans('Your message has been submitted.'));
        form.reset();
      },
      onError: (error) => reportSubmitError(error, form),
    });
  });

  const field = (name: keyof ContactPayload, label: string, input: React.ReactNode) => (
    <div className="space-y-1.5">
      <label htmlFor={`contact-${name}`} className="block text-sm font-medium">
        {trans(label)}
      </label>
      {input}
      {errors[name] && (
        <p id={`contact-${name}-error`} className="text-sm text-danger">
          {trans(errors[name]!.message ?? '')}
        </p>
      )}
    </div>
  );
  const a11y = (name: keyof ContactPayload) => ({
    id: `contact-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `contact-${name}-error` : undefined,
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {field('name', 'Name', <input {...form.register('name')} {...a11y('name')} autoComplete="name" className={fieldClass} />)}
      {field('email', 'Email', <input {...form.register('email')} {...a11y('email')} type="email" autoComplete="email" className={fieldClass} />)}
      {field('message', 'Message', <textarea {...form.register('message')} {...a11y('message')} rows={6} className={fieldClass} />)}
      <button
        type="submit"
        disabled={submit.isPending || form.formState.isSubmitting}
        className="rounded-full bg-primary px-6 py-2.5 font-semibold text-on-primary transition hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-60"
      >
        {trans('Send')}
      </button>
    </form>
  );
}
