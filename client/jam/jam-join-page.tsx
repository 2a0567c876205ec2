import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { Crown, Users } from 'lucide-react';
import { useTrans } from '../i18n/trans';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { ApiError } from '../http/api-client';
import { rememberPendingAction, takePendingAction } from '../auth/pending-action';
import { buttonStyles } from '../ui/button-styles';
import { Avatar } from '../ui/avatar';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/toast/toast-store';
import { JAM_MAX_LISTENERS } from './jam-limits';
import { jamPreviewQuery, joinJam, leaveJam } from './jam-api';
import { useJamState } from './jam-store';

function Message({ title, body }: { title: string; body?: string }) {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 px-4 py-16 text-center">
      <Users className="size-10 text-muted" aria-hidden="true" />
      <h1 className="text-xl font-bold">{title}</h1>
      {body && <p className="text-sm text-muted">{body}</p>}
    </div>
  );
}

/** A visitor signs in first; login brings them back to this page. */
function SignInFirst({ path }: { path: string }) {
  const trans = useTrans();
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center">
      <Users className="size-10 text-muted" aria-hidden="true" />
      <h1 className="text-xl font-bold">{trans("You're invited to a Jam")}</h1>
      <p className="text-sm text-muted">{trans('Sign in to listen along with everyone in it.')}</p>
      <Link
        to="/login"
        onClick={() => rememberPendingAction({ action: 'jam', type: 'jam', id: 0, on: true, returnTo: path })}
        className={buttonStyles({ variant: 'primary' })}
      >
        {trans('Sign in to join')}
      </Link>
    </div>
  );
}

/**
 * /jam/{code} (issue 30): the Jam someone shared (host, listeners, what
 * plays) with a Join button; unknown, ended and full Jams say so.
 */
export function JamJoinPage({ code }: { code: string }) {
  const trans = useTrans();
  const path = `/jam/${code}`;
  const signedIn = !!useBootstrap().user;
  const preview = useQuery({ ...jamPreviewQuery(code), enabled: signedIn });
  const joinedCode = useJamState((s) => (s.status === 'ended' || s.status === 'removed' ? null : s.code));
  const [joining, setJoining] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    takePendingAction('jam', 'jam', path);
    // The socket and the sync load while the listener reads the page: Join starts playing sooner.
    void import('./jam-runtime');
  }, [signedIn, path]);

  if (!signedIn) return <SignInFirst path={path} />;
  if (preview.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={trans('Loading the Jam…')} />
      </div>
    );
  }
  if (preview.isError) {
    const status = preview.error instanceof ApiError ? preview.error.status : 0;
    if (status === 403) return <Message title={trans('You cannot join this Jam')} body={trans('The host removed you from it.')} />;
    if (status === 404 || status === 422) return <Message title={trans('This Jam has ended')} body={trans('It may never have existed: check the link.')} />;
    return <Message title={trans('The Jam could not be loaded')} body={trans('Check your connection and try again.')} />;
  }
  const jam = preview.data;
  const here = joinedCode === code;
  const join = () => {
    setJoining(true);
    // One Jam at a time: the one this listener is in is left first (a host's by their "when I leave" setting), so it no
    // longer counts them among its listeners; one already ended answers 404, which changes nothing here.
    const left = joinedCode && joinedCode !== code ? leaveJam(joinedCode).catch(() => undefined) : Promise.resolve();
    void left
      .then(() => Promise.all([joinJam(code), import('./jam-runtime')]))
      .then(([joined, { startJamSession }]) => startJamSession(code, joined))
      .catch((error: unknown) => toast.danger(error instanceof Error ? error.message : String(error)))
      .finally(() => setJoining(false));
  };
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10" data-testid="jam-page">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{trans('Jam')}</p>
        <h1 className="text-2xl font-bold">{trans(":name's Jam", { name: jam.host.name })}</h1>
        <p className="text-sm text-muted">{trans(':count of :max listening', { count: jam.listener_count, max: JAM_MAX_LISTENERS })}</p>
      </header>
      {jam.now_playing && (
        <section className="flex items-center gap-3 rounded-lg bg-fg/5 p-3">
          {jam.now_playing.image && <img src={jam.now_playing.image} alt="" className="size-12 rounded object-cover" />}
          <div className="min-w-0">
            <p className="text-xs text-muted">{trans('Now playing')}</p>
            <p className="truncate font-semibold">{jam.now_playing.name}</p>
            <p className="truncate text-sm text-muted">{jam.now_playing.artists.map((artist) => artist.name).join(', ')}</p>
          </div>
        </section>
      )}
      <ul className="flex flex-wrap gap-3" aria-label={trans('Listeners')}>
        {jam.listeners.map((listener) => (
          <li key={listener.id} className="flex items-center gap-2 rounded-full bg-fg/5 py-1 pl-1 pr-3 text-sm">
            <Avatar image={listener.image} name={listener.name} size="sm" />
            {listener.name}
            {listener.id === jam.host.id && <Crown className="size-3.5 text-primary" aria-label={trans('Host')} />}
          </li>
        ))}
      </ul>
      {here ? (
        <p role="status" className="font-semibold text-positive">
          {trans("You're in this Jam: the player follows the host.")}
        </p>
      ) : jam.full ? (
        <p role="status" className="text-sm text-muted">
          {trans('This Jam is full: it has :max listeners.', { max: JAM_MAX_LISTENERS })}
        </p>
      ) : (
        <button type="button" disabled={joining} onClick={join} className={buttonStyles({ variant: 'primary', className: 'self-start' })}>
          {joining ? trans('Joining…') : trans('Join the Jam')}
        </button>
      )}
    </div>
  );
}
