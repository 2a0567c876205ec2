import { X } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { QueueContent } from './queue-content';
import { setQueuePanelOpen } from './queue-panel-store';

/** The queue under 768 px: a full-screen sheet over the app, closed by its button, Escape or Back gesture. */
export function QueueSheet() {
  const trans = useTrans();
  return (
    <ModalOverlay isOpen onOpenChange={setQueuePanelOpen} isDismissable className="fixed inset-0 z-50 bg-black/60">
      <Modal className="fixed inset-0 flex flex-col bg-bg text-fg transition duration-200 starting:translate-y-8 starting:opacity-0">
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <header className="flex items-center gap-2 px-4 pb-2 pt-[max(1rem,env(safe-area-inset-top))]">
            <Heading slot="title" className="flex-1 text-lg font-bold">
              {trans('Queue')}
            </Heading>
            <button
              type="button"
              aria-label={trans('Close queue')}
              onClick={() => setQueuePanelOpen(false)}
              className={iconButtonStyles({ size: 'md' })}
            >
              <X className="size-5" aria-hidden="true" />
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto px-2 pb-[max(1rem,env(safe-area-inset-bottom))]">
            <QueueContent />
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
