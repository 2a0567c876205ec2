import type { ReactNode } from 'react';
import { Logo } from '../ui/logo';
import { LogoutButton } from './logout-button';

/** The frame of the gate screens: logout in the corner, logo and a centred card. */
export function GateLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col bg-bg-alt text-fg">
      <header className="flex justify-end p-4">
        <LogoutButton />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pb-16 pt-4 md:pt-10">
        <Logo className="mb-8 h-10" />
        <div className="w-full max-w-md rounded-2xl border border-divider bg-paper p-6 shadow-xl shadow-black/10 md:p-10">
          {children}
        </div>
      </main>
    </div>
  );
}
