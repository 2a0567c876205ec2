import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles';

/** The full-width submit of the sign-in cards, disabled while the form is sending. */
export function AuthSubmitButton({ pending, children }: { pending: boolean; children: ReactNode }) {
  return (
    <button type="submit" disabled={pending} className={buttonStyles({ size: 'lg', className: 'w-full' })}>
      {children}
    </button>
  );
}
