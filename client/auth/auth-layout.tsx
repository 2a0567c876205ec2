import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Link } from '@tanstack/react-router';
import { Logo } from '../ui/logo';
import { focusRing } from '../ui/button-styles';

type AuthLayoutProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Below the card, e.g. the link between sign-in and sign-up. */
  footer?: ReactNode;
};

/** The full-page frame of the sign-in screens (outside the player): logo home, a centred card. */
export function AuthLayout({ title, description, children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg-alt text-fg">
      <main className="flex flex-1 flex-col items-center px-4 pb-16 pt-8 md:pt-16">
        <Link to="/" className={clsx('mb-8 rounded', focusRing)}>
          <Logo className="h-10" />
        </Link>
        <div className="w-full max-w-md rounded-2xl border border-divider bg-paper p-6 shadow-xl shadow-black/10 md:p-10">
          <h1 className={clsx('text-2xl font-bold', description ? 'mb-2' : 'mb-6')}>{title}</h1>
          {description && <p className="mb-6 text-muted">{description}</p>}
          {children}
        </div>
        {footer && <div className="mt-6 text-center text-sm text-muted">{footer}</div>}
      </main>
    </div>
  );
}
