import { X } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { QueueContent } from './queue-content';
import { closeQueuePanel } from './queue-panel-store';

/** The queue beside the page content, from 768 px up (DESIGN.md section 5 layout). */
export function QueuePanel() {
  const trans = useTrans();
  return (
    <aside aria-labelledby="queue-panel-title" className="flex min-h-0 flex-1 flex-col rounded-lg bg-bg">
      <header className="flex items-center gap-2 px-4 pb-2 pt-4">
        <h2 id="queue-panel-title" className="flex-1 text-lg font-bold">
          {trans('Queue')}
        </h2>
        <button type="button" aria-label={trans('Close queue')} onClick={closeQueuePanel} className={iconButtonStyles({ size: 'sm' })}>
          <X className="size-5" aria-hidden="true" />
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-4">
        <QueueContent />
      </div>
    </aside>
  );
}
