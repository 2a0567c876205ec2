import clsx from 'clsx';
import { useTrans } from '../i18n/trans';

const TONES = {
  positive: 'bg-positive/15 text-positive',
  danger: 'bg-danger/15 text-danger',
  neutral: 'bg-fg/10 text-muted',
} as const;

/** A short state label in a pill (Suspended, Verified, Draft...). */
export function StatusBadge({ tone, label }: { tone: keyof typeof TONES; label: string }) {
  const trans = useTrans();
  return <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold', TONES[tone])}>{trans(label)}</span>;
}
