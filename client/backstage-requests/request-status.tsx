import { StatusBadge } from '../admin/status-badge';
import type { BackstageRequestState } from '../../worker/backstage-requests/request-types';
import { STATUS_BADGES } from './request-constants';

/** Pending, Approved or Denied as a pill. */
export const RequestStatus = ({ status }: { status: BackstageRequestState }) => <StatusBadge {...STATUS_BADGES[status]} />;
