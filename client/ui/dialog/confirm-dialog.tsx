import type { ReactNode } from 'react';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../button-styles';
import { Dialog } from './dialog';
import { closeDialog } from './dialog-store';

type ConfirmDialogProps = {
  /** Texts arrive translated. */
  title: string;
  body: ReactNode;
  confirmLabel: string;
  /** Styles the confirm button for destructive actions. */
  danger?: boolean;
};

/** `await openDialog<boolean>(ConfirmDialog, {...})` resolves true only when confirmed. */
export function ConfirmDialog({ title, body, confirmLabel, danger }: ConfirmDialogProps) {
  const trans = useTrans();
  return (
    <Dialog title={title} size="sm">
      <div className="text-sm leading-relaxed text-muted">{body}</div>
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" onClick={() => closeDialog(false)} className={buttonStyles({ variant: 'ghost' })}>
          {trans('Cancel')}
        </button>
        <button
          type="button"
          autoFocus
          onClick={() => closeDialog(true)}
          className={buttonStyles({ variant: danger ? 'danger' : 'primary' })}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
