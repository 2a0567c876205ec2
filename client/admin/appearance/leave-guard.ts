import { useBlocker } from '@tanstack/react-router';
import { useTrans } from '../../i18n/trans';
import { ConfirmDialog } from '../../ui/dialog/confirm-dialog';
import { openDialog } from '../../ui/dialog/dialog-store';
import { EDITOR_ROOT } from './editor-sections';

/** Leaving the editor (not moving between its sections) with unsaved changes asks first; so does closing the tab. */
export function useLeaveGuard(dirty: boolean) {
  const trans = useTrans();
  useBlocker({
    shouldBlockFn: async ({ next }) => {
      if (next.pathname === EDITOR_ROOT || next.pathname.startsWith(`${EDITOR_ROOT}/`)) return false;
      const leave = await openDialog<boolean>(ConfirmDialog, {
        title: trans('Leave the appearance editor?'),
        body: trans('Your unsaved changes will be lost.'),
        confirmLabel: trans('Leave'),
        danger: true,
      });
      return leave !== true;
    },
    enableBeforeUnload: dirty,
    disabled: !dirty,
  });
}
