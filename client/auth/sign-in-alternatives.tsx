import type { ReactNode } from 'react';
import { useTrans } from '../i18n/trans';

/**
 * The 'or' divider above other ways in. Social and passkey buttons render
 * nothing when their services are off, so the whole block hides itself
 * (CSS :has) when no button is left in it.
 */
export function SignInAlternatives({ children }: { children?: ReactNode }) {
  const trans = useTrans();
  if (!children) return null;
  return (
    <div className="mt-8 flex flex-col gap-4 not-has-[button,a]:hidden">
      <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-divider" />
        {trans('or')}
        <span className="h-px flex-1 bg-divider" />
      </div>
      {children}
    </div>
  );
}
