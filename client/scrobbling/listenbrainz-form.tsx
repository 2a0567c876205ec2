import { useState, type FormEvent } from 'react';
import { useTrans } from '../i18n/trans';
import { fieldErrors, showErrorToast } from '../http/server-errors';
import { ApiError } from '../http/api-client';
import { buttonStyles } from '../ui/button-styles';
import { TextField } from '../ui/text-field';
import { toast } from '../ui/toast/toast-store';
import { useConnectListenBrainz } from './scrobbling-query';

/** Where a listener copies their user token (worker/scrobbling/service-config.ts LISTENBRAINZ_TOKEN_PAGE). */
const TOKEN_PAGE = 'https://listenbrainz.org/settings/';

/** Connect (or reconnect) ListenBrainz: the server checks the token with ListenBrainz before keeping it. */
export function ListenBrainzForm({ reconnect = false }: { reconnect?: boolean }) {
  const trans = useTrans();
  const connect = useConnectListenBrainz();
  const [token, setToken] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!token.trim()) return setError(trans('The token field is required.'));
    setError(undefined);
    connect.mutate(token.trim(), {
      onSuccess: () => {
        setToken('');
        toast(trans('ListenBrainz connected'));
      },
      onError: (failure) => {
        const message = fieldErrors(failure).token;
        if (failure instanceof ApiError && message) setError(message);
        else showErrorToast(failure);
      },
    });
  };

  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-start">
      <TextField
        label={trans('ListenBrainz user token')}
        name="listenbrainz-token"
        autoComplete="off"
        spellCheck={false}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        error={error}
        description={trans('Copy it from your ListenBrainz settings page.')}
        className="min-w-0 flex-1"
      />
      <div className="flex items-center gap-3 sm:mt-7">
        <button type="submit" disabled={connect.isPending} className={buttonStyles()}>
          {reconnect ? trans('Reconnect') : trans('Connect')}
        </button>
        <a href={TOKEN_PAGE} target="_blank" rel="noreferrer" className="text-sm font-semibold text-primary underline">
          {trans('Find your token')}
        </a>
      </div>
    </form>
  );
}
