import { useEffect, useId } from 'react';
import { useTrans } from '../i18n/trans';
import { showErrorToast } from '../http/server-errors';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast/toast-store';
import { ConnectionStatus } from './connection-status';
import { ListenBrainzForm } from './listenbrainz-form';
import { useConnectLastFm, useScrobbling, type ScrobbleConnection } from './scrobbling-query';

/**
 * Account settings "Scrobbling" (issue 30, docs/api/scrobbling.md): connect
 * ListenBrainz with a user token and Last.fm through its web authentication
 * (offered when the admin set the site's Last.fm key), see each one's state,
 * reconnect a revoked one, disconnect.
 */
export function ScrobblingPanel() {
  const trans = useTrans();
  const headingId = useId();
  const scrobbling = useScrobbling();

  // Back from Last.fm without a connection (docs/api/scrobbling.md, "Last.fm"): say so once, and tidy the address.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get('lastfm') !== 'failed') return;
    toast.danger(trans('Last.fm was not connected. Please try again.'));
    url.searchParams.delete('lastfm');
    window.history.replaceState(window.history.state, '', url.href);
  }, [trans]);

  const byService = (service: ScrobbleConnection['service']) => scrobbling.data?.connections.find((connection) => connection.service === service);

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-divider bg-paper p-5 md:p-7">
      <h2 id={headingId} className="text-lg font-bold">
        {trans('Scrobbling')}
      </h2>
      <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">
        {trans('Keep a record of what you play on ListenBrainz or Last.fm. A track counts once you have heard half of it or four minutes, for tracks longer than 30 seconds.')}
      </p>
      <div className="mt-6">
        {scrobbling.isPending ? (
          <Spinner size="sm" className="block text-primary" />
        ) : scrobbling.isError ? (
          <p className="text-sm text-danger">
            {trans('Could not load your scrobbling connections.')}{' '}
            <button type="button" onClick={() => void scrobbling.refetch()} className="font-semibold underline">
              {trans('Try again')}
            </button>
          </p>
        ) : (
          <div className="flex flex-col divide-y divide-divider">
            <ServiceBlock title="ListenBrainz">
              {byService('listenbrainz') ? (
                <>
                  <ConnectionStatus connection={byService('listenbrainz')!} serviceName="ListenBrainz" />
                  {byService('listenbrainz')!.status === 'revoked' && <ListenBrainzForm reconnect />}
                </>
              ) : (
                <ListenBrainzForm />
              )}
            </ServiceBlock>
            {scrobbling.data.services.lastfm && (
              <ServiceBlock title="Last.fm">
                {byService('lastfm') && <ConnectionStatus connection={byService('lastfm')!} serviceName="Last.fm" />}
                {(!byService('lastfm') || byService('lastfm')!.status === 'revoked') && <LastFmButton reconnect={Boolean(byService('lastfm'))} />}
              </ServiceBlock>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

function ServiceBlock({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="py-4 first:pt-0 last:pb-0">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </div>
  );
}

function LastFmButton({ reconnect }: { reconnect: boolean }) {
  const trans = useTrans();
  const connect = useConnectLastFm();
  return (
    <button type="button" disabled={connect.isPending} onClick={() => connect.mutate(undefined, { onError: showErrorToast })} className={buttonStyles({ className: 'mt-3' })}>
      {reconnect ? trans('Reconnect Last.fm') : trans('Connect Last.fm')}
    </button>
  );
}
