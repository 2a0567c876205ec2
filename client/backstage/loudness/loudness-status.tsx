import { useTrans } from '../../i18n/trans';
import type { LoudnessStatus } from './use-browser-loudness';

/**
 * A quiet line beside a published track: the measurement never holds up the
 * upload, and a failure is no error. Always rendered, so screen readers hear
 * it change.
 */
export function LoudnessStatusLine({ status }: { status: LoudnessStatus }) {
  const trans = useTrans();
  const text = !status ? '' : status === 'measuring' ? trans('Measuring loudness…') : status === 'measured' ? trans('Loudness measured') : trans('Loudness not measured');
  return (
    <p className="text-sm text-muted empty:hidden" aria-live="polite" data-loudness={status ?? undefined}>
      {text}
    </p>
  );
}
