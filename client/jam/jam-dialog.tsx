import { useState } from 'react';
import { Crown, UserMinus } from 'lucide-react';
import type { HostLeaveChoice, JamView } from '../../worker/jam/jam-types';
import { useTrans } from '../i18n/trans';
import { Dialog } from '../ui/dialog/dialog';
import { CopyButton } from '../ui/copy-button';
import { Checkbox } from '../ui/checkbox';
import { SelectField } from '../ui/select-field';
import { buttonStyles, iconButtonStyles } from '../ui/button-styles';
import { toast } from '../ui/toast/toast-store';
import { Avatar } from '../ui/avatar';
import { getBootstrap } from '../bootstrap/bootstrap-store';
import { leaveJam, removeJamListener, updateJamSettings } from './jam-api';
import { JamQr } from './jam-qr';
import { stopJamSession } from './jam-runtime';
import { setJamState, useJamState } from './jam-store';
import { JAM_MAX_LISTENERS } from './jam-limits';
import { startJam } from './start-jam';

const failed = (error: unknown) => toast.danger(error instanceof Error ? error.message : String(error));

/** The listeners, the host first, with a remove button for the host. */
function Listeners({ jam, isHost }: { jam: JamView; isHost: boolean }) {
  const trans = useTrans();
  const listeners = [...jam.listeners].sort((a, b) => Number(b.id === jam.host_id) - Number(a.id === jam.host_id));
  return (
    <section aria-labelledby="jam-listeners">
      <h3 id="jam-listeners" className="mb-2 text-sm font-bold">
        {trans('Listening (:count of :max)', { count: jam.listeners.length, max: JAM_MAX_LISTENERS })}
      </h3>
      <ul className="flex flex-col gap-1" data-testid="jam-listeners">
        {listeners.map((listener) => (
          <li key={listener.id} className="flex items-center gap-3 rounded-md px-1 py-1">
            <Avatar image={listener.image} name={listener.name} size="sm" />
            <span className="min-w-0 flex-1 truncate text-sm">{listener.name}</span>
            {listener.id === jam.host_id && (
              <span className="flex items-center gap-1 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
                <Crown className="size-3" aria-hidden="true" />
                {trans('Host')}
              </span>
            )}
            {!listener.online && <span className="text-xs text-muted">{trans('Away')}</span>}
            {isHost && listener.id !== jam.host_id && (
              <button
                type="button"
                aria-label={trans('Remove :name from the Jam', { name: listener.name })}
                title={trans('Remove from the Jam')}
                onClick={() => void removeJamListener(jam.code, listener.id).catch(failed)}
                className={iconButtonStyles({ size: 'sm' })}
              >
                <UserMinus className="size-4" aria-hidden="true" />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The host's switches: guests can control, and what happens when the host leaves. */
function HostSettings({ jam }: { jam: JamView }) {
  const trans = useTrans();
  const save = (patch: Parameters<typeof updateJamSettings>[1]) =>
    void updateJamSettings(jam.code, patch)
      .then((updated) => setJamState({ jam: updated }))
      .catch(failed);
  return (
    <section className="flex flex-col gap-3">
      <Checkbox checked={jam.settings.guests_can_control} onChange={(event) => save({ guests_can_control: event.target.checked })}>
        {trans('Guests can control playback')}
      </Checkbox>
      <SelectField
        label={trans('When I leave')}
        value={jam.settings.on_host_leave}
        onChange={(event) => save({ on_host_leave: event.target.value as HostLeaveChoice })}
      >
        <option value="pass">{trans('Pass the Jam to another listener')}</option>
        <option value="end">{trans('End the Jam for everyone')}</option>
      </SelectField>
    </section>
  );
}

/** Not in a Jam (the now-playing screen's panel): what a Jam is, and a button that starts one from what plays. */
function StartJam({ ended }: { ended: boolean }) {
  const trans = useTrans();
  const [starting, setStarting] = useState(false);
  const start = () => {
    setStarting(true);
    startJam()
      .catch(failed)
      .finally(() => setStarting(false));
  };
  return (
    <div className="flex flex-col items-start gap-3" data-testid="jam-start">
      {ended && <p className="text-sm text-muted">{trans('This Jam has ended.')}</p>}
      <p className="text-sm">{trans('Listen together: everyone who opens your link hears what you play, in step.')}</p>
      <button type="button" disabled={starting} onClick={start} className={buttonStyles()}>
        {trans('Start a Jam')}
      </button>
    </div>
  );
}

/**
 * The Jam panel (issue 30): the link to copy and its QR code, who is
 * listening, the host's settings, and leave or end; out of a Jam, a start
 * button. In the player bar's dialog and in the now-playing screen (phones).
 */
export function JamPanel() {
  const trans = useTrans();
  const jam = useJamState((s) => s.jam);
  const status = useJamState((s) => s.status);
  const [leaving, setLeaving] = useState(false);
  const me = getBootstrap().user?.id;
  if (!jam) {
    if (status === 'connecting' || status === 'reconnecting') return <p className="text-sm text-muted">{trans('Connecting to the Jam…')}</p>;
    return <StartJam ended={status === 'ended'} />;
  }
  const isHost = jam.host_id === me;
  const link = new URL(jam.url, window.location.origin).href;
  const leave = (then?: HostLeaveChoice) => {
    setLeaving(true);
    void leaveJam(jam.code, then)
      .then(() => stopJamSession())
      .catch(failed)
      .finally(() => setLeaving(false));
  };
  return (
    <div className="flex flex-col gap-6" data-testid="jam-panel">
      {status === 'reconnecting' && (
        <p role="status" className="rounded-md bg-warning/15 px-3 py-2 text-sm">
          {trans('Reconnecting to the Jam…')}
        </p>
      )}
      <section className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
        <JamQr url={link} />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm text-muted">{trans('Share this link: whoever opens it can listen along.')}</p>
          <output data-testid="jam-link" className="block break-all rounded-md bg-fg/5 px-3 py-2 text-sm">
            {link}
          </output>
          <CopyButton text={link} label={trans('Copy link')} />
        </div>
      </section>
      <Listeners jam={jam} isHost={isHost} />
      {isHost && <HostSettings jam={jam} />}
      <div className="flex flex-wrap justify-end gap-2">
        {isHost ? (
          <>
            <button type="button" disabled={leaving} onClick={() => leave('pass')} className={buttonStyles({ variant: 'outline' })}>
              {trans('Leave and pass it on')}
            </button>
            <button type="button" disabled={leaving} onClick={() => leave('end')} className={buttonStyles({ variant: 'danger' })}>
              {trans('End the Jam')}
            </button>
          </>
        ) : (
          <button type="button" disabled={leaving} onClick={() => leave()} className={buttonStyles({ variant: 'outline' })}>
            {trans('Leave the Jam')}
          </button>
        )}
      </div>
    </div>
  );
}

/** The player bar's Jam dialog: the panel. */
export function JamDialog() {
  const trans = useTrans();
  return (
    <Dialog title={trans('Jam')}>
      <JamPanel />
    </Dialog>
  );
}
