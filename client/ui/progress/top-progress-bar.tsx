import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { useTrans } from '../../i18n/trans';
import {
  PROGRESS_DELAY_MS,
  PROGRESS_FADE_MS,
  PROGRESS_MAX_PERCENT,
  PROGRESS_START_PERCENT,
  PROGRESS_TRICKLE_MS,
  PROGRESS_TRICKLE_RATE,
} from './progress-constants';

type Phase = 'idle' | 'running' | 'finishing';
type State = { phase: Phase; value: number };

export function trickle(value: number): number {
  return Math.min(PROGRESS_MAX_PERCENT, value + Math.max(0.5, (PROGRESS_MAX_PERCENT - value) * PROGRESS_TRICKLE_RATE));
}

/**
 * A thin bar at the top of the viewport while a route loads (SPEC sections 4
 * and 9). Quick loads (50 ms or less) never show it; a shown bar completes to
 * 100% and fades out when `active` turns false.
 */
export function TopProgressBar({ active }: { active: boolean }) {
  const trans = useTrans();
  const [state, setState] = useState<State>({ phase: 'idle', value: 0 });
  const [wasActive, setWasActive] = useState(active);

  // Completing is derived from the prop change during render (no effect round-trip).
  if (active !== wasActive) {
    setWasActive(active);
    if (!active && state.phase === 'running') setState({ phase: 'finishing', value: 100 });
  }

  useEffect(() => {
    if (!active) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const delay = setTimeout(() => {
      setState({ phase: 'running', value: PROGRESS_START_PERCENT });
      interval = setInterval(
        () => setState((s) => (s.phase === 'running' ? { ...s, value: trickle(s.value) } : s)),
        PROGRESS_TRICKLE_MS,
      );
    }, PROGRESS_DELAY_MS);
    return () => {
      clearTimeout(delay);
      clearInterval(interval);
    };
  }, [active]);

  useEffect(() => {
    if (state.phase !== 'finishing') return;
    const done = setTimeout(() => setState({ phase: 'idle', value: 0 }), PROGRESS_FADE_MS);
    return () => clearTimeout(done);
  }, [state.phase]);

  if (state.phase === 'idle') return null;

  return (
    <div
      role="progressbar"
      aria-label={trans('Loading page')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.value)}
      className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]"
    >
      <div
        className={clsx(
          'h-full bg-primary shadow-[0_0_10px_rgb(var(--be-primary))] transition-[width,opacity] ease-out',
          state.phase === 'finishing' ? 'opacity-0 delay-150 duration-200' : 'opacity-100 duration-300',
        )}
        style={{ width: `${state.value}%` }}
      />
    </div>
  );
}
