import { useContext, type ReactNode } from 'react';
import clsx from 'clsx';
import { X } from 'lucide-react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../button-styles';
import { HostedDialogContext } from './dialog-host';
import { DIALOG_SIZES, type DialogSize } from './dialog-sizes';

type DialogProps = {
  size?: DialogSize;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Names the dialog for screen readers when it has no title. */
  'aria-label'?: string;
};

/**
 * A modal dialog: focus is trapped inside, Escape and an outside click close it.
 * Inside DialogHost it closes through the dialog store; it also works under a
 * react-aria `DialogTrigger`, which then owns the open state.
 */
export function Dialog({ size = 'md', title, children, className, 'aria-label': ariaLabel }: DialogProps) {
  const trans = useTrans();
  const hosted = useContext(HostedDialogContext);
  const openState = hosted ? { isOpen: true, onOpenChange: (open: boolean) => !open && hosted.close() } : {};
  const fullscreen = size === 'fullscreen';

  return (
    <ModalOverlay
      {...openState}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-black/60 p-4 backdrop-blur-sm transition duration-200 starting:opacity-0"
    >
      <Modal
        style={{ maxWidth: DIALOG_SIZES[size] }}
        className={clsx(
          'flex max-h-full w-full flex-col overflow-hidden rounded-2xl border border-divider bg-paper text-fg shadow-2xl',
          'transition duration-200 starting:scale-95 starting:opacity-0',
          fullscreen && 'h-full',
        )}
      >
        <AriaDialog aria-label={title ? undefined : ariaLabel} className={clsx('flex min-h-0 flex-1 flex-col outline-none', className)}>
          {({ close }) => (
            <>
              <header className="flex items-center gap-4 px-6 pb-2 pt-5">
                {title && (
                  <Heading slot="title" className="min-w-0 flex-1 truncate text-lg font-bold">
                    {title}
                  </Heading>
                )}
                <button
                  type="button"
                  aria-label={trans('Close')}
                  onClick={close}
                  className={iconButtonStyles({ size: 'sm', className: '-mr-2 ml-auto' })}
                >
                  <X className="size-5" aria-hidden="true" />
                </button>
              </header>
              <div className="min-h-0 flex-1 overflow-y-auto px-6 pb-6 pt-2">{children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
