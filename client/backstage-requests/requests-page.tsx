import { Link } from '@tanstack/react-router';
import { BadgeCheck, MicVocal, UserPlus, type LucideIcon } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { Spinner } from '../ui/spinner';
import { buttonStyles } from '../ui/button-styles';
import type { BackstageRequestPayload, BackstageRequestType } from '../../worker/backstage-requests/request-types';
import { REQUEST_TYPE_TEXT, REQUEST_TYPES } from './request-constants';
import { useMyRequests } from './request-queries';
import { RequestStatus } from './request-status';

const ICONS: Record<BackstageRequestType, LucideIcon> = { 'become-artist': MicVocal, 'claim-artist': UserPlus, 'verify-artist': BadgeCheck };
const FORM_PATHS = {
  'become-artist': '/backstage/requests/become-artist',
  'claim-artist': '/backstage/requests/claim-artist',
  'verify-artist': '/backstage/requests/verify-artist',
} as const;

/** One request type: what it is for, its latest request (if any), and the way in (none while one is open). */
function RequestTypeCard({ type, latest }: { type: BackstageRequestType; latest?: BackstageRequestPayload }) {
  const trans = useTrans();
  const Icon = ICONS[type];
  const text = REQUEST_TYPE_TEXT[type];
  const open = latest?.status === 'pending';
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-divider bg-paper p-5">
      <Icon aria-hidden className="size-8 text-primary" />
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-bold">{trans(text.title)}</h2>
        <p className="text-sm text-muted">{trans(text.description)}</p>
      </div>
      {latest && (
        <Link
          to="/backstage/requests/$requestId/request-submitted"
          params={{ requestId: latest.id }}
          className="flex items-center justify-between gap-3 rounded-md bg-fg/5 px-3 py-2 text-sm hover:bg-fg/10"
        >
          <span className="min-w-0 truncate">{latest.artist_name}</span>
          <RequestStatus status={latest.status} />
        </Link>
      )}
      <div className="mt-auto">
        {open ? (
          <p className="text-sm text-muted">{trans('Your request is being reviewed.')}</p>
        ) : (
          <Link to={FORM_PATHS[type]} className={buttonStyles({ variant: latest ? 'outline' : 'primary' })}>
            {latest ? trans('Send a new request') : trans('Start')}
          </Link>
        )}
      </div>
    </li>
  );
}

/** /backstage/requests (backstageRequests.create): the three request types and where each of the user's stands. */
export function RequestsPage() {
  const trans = useTrans();
  const requests = useMyRequests();
  // Newest first from the server: the first of each type is its latest.
  const latest = (type: BackstageRequestType) => requests.data?.find((request) => request.type === type);
  return (
    <div className="flex w-full max-w-5xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{trans('Backstage requests')}</h1>
        <p className="text-muted">{trans('Get backstage access: publish your music, edit your artist profile and see your insights.')}</p>
      </header>
      {requests.isPending ? (
        <Spinner className="mx-auto mt-10" />
      ) : requests.isError ? (
        <p role="alert" className="mt-10 text-center text-muted">
          {trans('There was an issue loading this page')}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {REQUEST_TYPES.map((type) => (
            <RequestTypeCard key={type} type={type} latest={latest(type)} />
          ))}
        </ul>
      )}
    </div>
  );
}
