import clsx from 'clsx';
import { Play } from 'lucide-react';
import { focusRing } from '../ui/button-styles';

/** The round play button over a card's cover, shown on hover or focus; z-10 keeps it above the title link's full-card click target. */
export function CardPlayButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={clsx(
        'absolute bottom-2 right-2 z-10 flex size-11 items-center justify-center rounded-full bg-primary text-on-primary shadow-lg transition',
        'translate-y-1 opacity-0 group-hover:translate-y-0 group-hover:opacity-100 focus-visible:translate-y-0 focus-visible:opacity-100',
        focusRing,
      )}
    >
      <Play className="size-5" fill="currentColor" aria-hidden="true" />
    </button>
  );
}
