import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '../../contact/contact-form';
import { useTrans } from '../../i18n/trans';

export const Route = createFileRoute('/_player/contact')({
  component: function ContactPage() {
    const trans = useTrans();
    return (
      <div className="max-w-xl py-10">
        <h1 className="mb-2 text-3xl font-bold tracking-tight">{trans('Contact us')}</h1>
        <p className="mb-8 text-muted">{trans('Questions, feedback or a problem with your account? Send us a message.')}</p>
        <ContactForm />
      </div>
    );
  },
});
