import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Download } from 'lucide-react';
import { useTrans } from '../../i18n/trans';
import { ApiError } from '../../http/api-client';
import { NotFoundPage } from '../../errors/not-found-page';
import { Avatar } from '../../ui/avatar';
import { Spinner } from '../../ui/spinner';
import { buttonStyles } from '../../ui/button-styles';
import { openDialog } from '../../ui/dialog/dialog-store';
import { formatBytes } from '../../uploads/format-bytes';
import { useBackstageRequest } from '../../backstage-requests/request-queries';
import { REQUEST_TYPE_TEXT, REQUESTER_ROLES } from '../../backstage-requests/request-constants';
import { RequestStatus } from '../../backstage-requests/request-status';
import { AdminPageHeader } from '../layout/admin-page-header';
import { formatDate } from '../format-date';
import { ReviewDialog } from './review-dialog';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3 rounded-xl border border-divider p-5">
      <h2 className="text-base font-bold">{title}</h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr]">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="min-w-0 break-words text-sm">{children}</dd>
    </div>
  );
}

/** /admin/backstage-requests/{requestId}: the request, its attachments, the user and the artist; approve or deny. */
export function BackstageRequestReviewPage({ requestId }: { requestId: number }) {
  const trans = useTrans();
  const query = useBackstageRequest(requestId);
  if (query.isPending) return <Spinner className="mx-auto mt-10" />;
  // Someone else's request (or none) answers 404: the page says so as any missing page does.
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError) {
    return (
      <p role="alert" className="mt-10 text-center text-muted">
        {trans('There was an issue loading this page')}
      </p>
    );
  }
  const request = query.data;
  const role = REQUESTER_ROLES.find((r) => r.value === request.requester_role);
  const pending = request.status === 'pending';
  const review = (decision: 'approve' | 'deny') => void openDialog(ReviewDialog, { requestId, decision });

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={request.artist_name}
        description={`${trans(REQUEST_TYPE_TEXT[request.type].title)} · ${trans('Sent :date', { date: formatDate(request.created_at, true) })}`}
        actions={
          pending ? (
            <>
              <button type="button" onClick={() => review('deny')} className={buttonStyles({ variant: 'outline' })}>
                {trans('Deny')}
              </button>
              <button type="button" onClick={() => review('approve')} className={buttonStyles()}>
                {trans('Approve')}
              </button>
            </>
          ) : undefined
        }
      />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <Section title={trans('Request')}>
            <dl className="flex flex-col gap-3">
              <Row label={trans('Status')}>
                <RequestStatus status={request.status} />
              </Row>
              {role && <Row label={trans('Role')}>{trans(role.label)}</Row>}
              {request.image && (
                <Row label={trans('Image')}>
                  <img src={request.image} alt="" className="size-24 rounded object-cover" />
                </Row>
              )}
              {request.bio && <Row label={trans('Bio')}><span className="whitespace-pre-line">{request.bio}</span></Row>}
              {request.links.length > 0 && (
                <Row label={trans('Links')}>
                  <ul className="flex flex-col gap-1">
                    {request.links.map((link) => (
                      <li key={link.url}>
                        <a href={link.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary hover:underline">
                          {link.title}
                        </a>
                      </li>
                    ))}
                  </ul>
                </Row>
              )}
              {request.message && <Row label={trans('Message')}><span className="whitespace-pre-line">{request.message}</span></Row>}
              {request.reviewed_at && <Row label={trans('Reviewed')}>{formatDate(request.reviewed_at, true)}</Row>}
              {request.note && <Row label={trans('Note')}><span className="whitespace-pre-line">{request.note}</span></Row>}
            </dl>
          </Section>
          <Section title={trans('Attachments')}>
            {request.attachments.length === 0 ? (
              <p className="text-sm text-muted">{trans('No attachments')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {request.attachments.map((file) => (
                  <li key={file.id}>
                    <a href={file.url} download className="flex items-center gap-3 rounded-md border border-divider px-3 py-2 text-sm hover:bg-fg/5">
                      <Download aria-hidden className="size-4 shrink-0 text-muted" />
                      <span className="min-w-0 flex-1 truncate">{file.name}</span>
                      <span className="shrink-0 text-xs text-muted">{formatBytes(file.file_size)}</span>
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
        <div className="flex flex-col gap-6">
          <Section title={trans('User')}>
            <div className="flex items-center gap-3">
              <Avatar name={request.user.name} image={request.user.image} size="md" />
              <div className="min-w-0">
                <Link to="/admin/users/$userId" params={{ userId: request.user.id }} className="block truncate font-semibold hover:underline">
                  {request.user.name}
                </Link>
                {request.user.email && <span className="block truncate text-sm text-muted">{request.user.email}</span>}
              </div>
            </div>
          </Section>
          {request.artist && (
            <Section title={request.type === 'become-artist' ? trans('Created artist') : trans('Artist')}>
              <div className="flex items-center gap-3">
                <Avatar name={request.artist.name} image={request.artist.image} size="md" />
                <Link to="/admin/artists/$artistId/edit" params={{ artistId: request.artist.id }} className="min-w-0 flex-1 truncate font-semibold hover:underline">
                  {request.artist.name}
                </Link>
                {request.artist.verified && <BadgeCheck aria-label={trans('Verified')} className="size-5 text-primary" />}
              </div>
            </Section>
          )}
          {request.type !== 'become-artist' && !request.artist && <p className="text-sm text-muted">{trans('The artist of this request was deleted.')}</p>}
        </div>
      </div>
    </div>
  );
}
