import { Monitor, Smartphone, Tablet } from 'lucide-react';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { formatRelativeTime } from '../../i18n/relative-time';
import type { UserSession } from './user-sessions-query';

const ICONS = { mobile: Smartphone, tablet: Tablet, other: Monitor };

export function SessionRow({ session }: { session: UserSession }) {
  const trans = useTrans();
  const language = useBootstrap().i18n.language;
  const Icon = ICONS[session.device_type ?? 'other'] ?? Monitor;
  const device = [session.browser, session.platform].filter(Boolean).join(' · ') || trans('Unknown device');
  const location = [session.city, session.country].filter(Boolean).join(', ');

  return (
    <li className="flex items-start gap-4 py-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-chip text-muted">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="truncate text-sm font-semibold">{device}</div>
        <div className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted">
          {location && <span>{location}</span>}
          {session.ip_address && <span>{session.ip_address}</span>}
          {session.is_current_device ? (
            <span className="font-semibold text-positive">{trans('This device')}</span>
          ) : (
            <span>{trans('Last active :time', { time: formatRelativeTime(session.last_active, language) })}</span>
          )}
        </div>
      </div>
    </li>
  );
}
