import { useEffect, useState } from 'react';
import { Users } from 'lucide-react';
import clsx from 'clsx';
import { useTrans } from '../i18n/trans';
import { iconButtonStyles } from '../ui/button-styles';
import { openDialog } from '../ui/dialog/dialog-store';
import { toast } from '../ui/toast/toast-store';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { usePlayer } from '../player/player-store';
import { startJam } from './start-jam';
import { rememberedJam, useJamState } from './jam-store';

// The panel, the socket and the sync load when a Jam starts: none of it is in the first route's JavaScript.
const loadRuntime = () => import('./jam-runtime');
const openPanel = () => void import('./jam-dialog').then(({ JamDialog }) => openDialog(JamDialog, {}));

/**
 * The player bar's Jam button (issue 30): "Start a Jam" for a signed-in
 * listener with something playing, then the Jam panel; it also resumes the
 * Jam this tab was in before a reload.
 */
export function JamButton({ className }: { className?: string }) {
  const trans = useTrans();
  const signedIn = !!useBootstrap().user;
  const hasTrack = usePlayer((s) => s.index >= 0);
  const code = useJamState((s) => s.code);
  const status = useJamState((s) => s.status);
  const [starting, setStarting] = useState(false);
  const inJam = !!code && status !== 'ended' && status !== 'removed';

  useEffect(() => {
    const remembered = rememberedJam();
    if (signedIn && remembered) void loadRuntime().then(({ startJamSession }) => startJamSession(remembered));
  }, [signedIn]);

  if (!signedIn) return null;
  const label = inJam ? trans('Jam') : trans('Start a Jam');
  const press = () => {
    if (inJam) return openPanel();
    setStarting(true);
    startJam()
      .then(openPanel)
      .catch((error: unknown) => toast.danger(error instanceof Error ? error.message : String(error)))
      .finally(() => setStarting(false));
  };
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      data-testid="jam-button"
      disabled={starting || (!inJam && !hasTrack)}
      onClick={press}
      className={iconButtonStyles({ size: 'sm', className: clsx(inJam && 'text-primary hover:text-primary', className) })}
    >
      <Users className="size-4" aria-hidden="true" />
    </button>
  );
}
