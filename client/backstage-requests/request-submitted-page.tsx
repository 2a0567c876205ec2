import { Link } from '@tanstack/react-router';
import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { ApiError } from '../http/api-client';
import { NotFoundPage } from '../errors/not-found-page';
import { Spinner } from '../ui/spinner';
import { buttonStyles } from '../ui/button-styles';
import { formatDate } from '../admin/format-date';
import { REQUEST_TYPE_TEXT } from './request-constants';
import { useBackstageRequest } from './request-queries';
import { RequestStatus } from './request-status';

/** /backstage/requests/{requestId}/request-submitted: where the request stands, and what comes next. */
export function RequestSubmittedPage({ requestId }: { requestId: number }) {
  const trans = useTrans();
  const request = useBackstageRequest(requestId);
  if (request.isPending) return <Spinner className="mx-auto mt-10" />;
  // Someone else's request (or none) answers 404: the page says so as any missing page does.
  if (request.error instanceof ApiError && request.error.status === 404) return <NotFoundPage />;
  if (request.isError) {
    return (
      <p role="alert" className="mt-10 text-center text-muted">
        {trans('There was an issue loading this page')}
      </p>
    );
  }
  const { status, type, artist_name, note, artist_id, created_at } = request.data;
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col items-center gap-5 py-10 text-center">
      {status === 'pending' && <Clock aria-hidden className="size-12 text-muted" />}
      {status === 'approved' && <CheckCircle2 aria-hidden className="size-12 text-positive" />}
      {status === 'denied' && <XCircle aria-hidden className="size-12 text-danger" />}
      <h1 className="text-2xl font-bold">
        {status === 'pending' ? trans('Request submitted') : status === 'approved' ? trans('Request approved') : trans('Request denied')}
      </h1>
      <p className="flex flex-wrap items-center justify-center gap-2 text-sm text-muted">
        <span>{trans(REQUEST_TYPE_TEXT[type].title)}:</span>
        <span className="font-semibold text-fg">{artist_name}</span>
        <RequestStatus status={status} />
      </p>
      <p className="text-sm text-muted">{trans('Sent :date', { date: formatDate(created_at) })}</p>
      {status === 'pending' && <p>{trans('We will review your request and notify you when it is decided, in the app and by email.')}</p>}
      {status === 'approved' && <p>{trans('You now have backstage access.')}</p>}
      {note && (
        <blockquote className="w-full rounded-md border border-divider bg-fg/5 p-4 text-left text-sm">
          <span className="mb-1 block font-semibold">{trans('Note from the team')}</span>
          <span className="whitespace-pre-line">{note}</span>
        </blockquote>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {status === 'approved' && artist_id !== null && (
          <Link to="/backstage/artists/$artistId/edit" params={{ artistId: artist_id }} className={buttonStyles()}>
            {trans('Edit your artist')}
          </Link>
        )}
        <Link to="/backstage/requests" className={buttonStyles({ variant: status === 'approved' ? 'outline' : 'primary' })}>
          {trans('Backstage requests')}
        </Link>
      </div>
    </div>
  );
}
