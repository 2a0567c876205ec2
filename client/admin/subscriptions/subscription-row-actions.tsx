import { CalendarClock, CircleSlash } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { iconButtonStyles } from '../../ui/button-styles';
import { openDialog } from '../../ui/dialog/dialog-store';
import { Tooltip } from '../../ui/tooltip/tooltip';
import { CancelSubscriptionDialog } from './cancel-subscription-dialog';
import { EndDateDialog } from './end-date-dialog';
import type { AdminSubscriptionRow } from './subscription-state';

/** A row's actions: change the end date, cancel (not offered once it has ended). */
export function SubscriptionRowActions({ subscription }: { subscription: AdminSubscriptionRow }) {
  const trans = useTrans();
  const who = { user: subscription.user.name };
  return (
    <span className="flex justify-end gap-1">
      <Tooltip label={trans('Change end date')}>
        <button type="button" aria-label={trans('Change the end date of :user', who)} onClick={() => void openDialog(EndDateDialog, { subscription })} className={iconButtonStyles({ size: 'sm' })}>
          <CalendarClock className="size-4" aria-hidden="true" />
        </button>
      </Tooltip>
      {subscription.valid && (
        <Tooltip label={trans('Cancel')}>
          <button type="button" aria-label={trans('Cancel the subscription of :user', who)} onClick={() => void openDialog(CancelSubscriptionDialog, { subscription })} className={iconButtonStyles({ size: 'sm' })}>
            <CircleSlash className="size-4" aria-hidden="true" />
          </button>
        </Tooltip>
      )}
    </span>
  );
}
