import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { ACCOUNT_SECTIONS, type AccountSectionId } from './account-sections';

type SettingsPanelProps = {
  section: AccountSectionId;
  /** Already translated. */
  description?: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
};

/**
 * One panel of the page: a titled section whose id is the nav's anchor.
 * Focusable (tabIndex -1) so the nav can move keyboard focus to it.
 */
export function SettingsPanel({ section, description, tone = 'default', children }: SettingsPanelProps) {
  const trans = useTrans();
  const label = ACCOUNT_SECTIONS.find((candidate) => candidate.id === section)!.label;
  const headingId = `${section}-heading`;
  return (
    <section
      id={section}
      tabIndex={-1}
      aria-labelledby={headingId}
      className={clsx(
        'scroll-mt-24 rounded-2xl border bg-paper p-5 outline-none md:p-7',
        tone === 'danger' ? 'border-danger/50' : 'border-divider',
      )}
    >
      <h2 id={headingId} className={clsx('text-lg font-bold', tone === 'danger' && 'text-danger')}>
        {trans(label)}
      </h2>
      {description && <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">{description}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}
