import { lazy, Suspense } from 'react';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PlayerLayout } from '../layout/player-layout';
import { useNowPlayingOpen } from '../player/now-playing/now-playing-history';
import { ConnectedPlayerBar } from '../player/player-bar-connected';
import { usePlayer } from '../player/player-store';
import { useQueuePanelOpen } from '../player/queue-panel/queue-panel-store';
import { useAudioEngine } from '../player/use-audio-engine';
import { DESKTOP_QUERY, useMediaQuery } from '../player/use-media-query';
import { usePlayerShortcuts } from '../player/use-player-shortcuts';
import { useScrobbleTracker } from '../scrobbling/scrobble-tracker';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { Users } from 'lucide-react';

// The queue brings the drag-and-drop widgets: they load when it first opens.
const QueuePanel = lazy(() => import('../player/queue-panel/queue-panel').then((m) => ({ default: m.QueuePanel })));
const QueueSheet = lazy(() => import('../player/queue-panel/queue-sheet').then((m) => ({ default: m.QueueSheet })));
// So does the now-playing screen (the queue and lyrics are part of it).
const NowPlayingScreen = lazy(() => import('../player/now-playing/now-playing-screen').then((m) => ({ default: m.NowPlayingScreen })));
// The Jam button (issue 30) loads after the first render: it resumes a Jam and starts one, never needed for the first paint.
const JamButton = lazy(() => import('../jam/jam-button').then((m) => ({ default: m.JamButton })));
const JamPanel = lazy(() => import('../jam/jam-dialog').then((m) => ({ default: m.JamPanel })));

/** Every listener page sits in the player layout, so the player survives navigation. */
export const Route = createFileRoute('/_player')({
  component: PlayerShell,
});

function PlayerShell() {
  useAudioEngine({ persist: true });
  usePlayerShortcuts();
  const trans = useTrans();
  const signedIn = useBootstrap().user !== null;
  useScrobbleTracker(signedIn);
  const queueOpen = useQueuePanelOpen();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const nowPlayingOpen = useNowPlayingOpen();
  const hasTrack = usePlayer((s) => s.index >= 0);

  return (
    <PlayerLayout
      playerBar={
        <ConnectedPlayerBar
          extra={
            <Suspense fallback={null}>
              <JamButton />
            </Suspense>
          }
        />
      }
      sidePanel={
        queueOpen && desktop ? (
          <Suspense fallback={null}>
            <QueuePanel />
          </Suspense>
        ) : null
      }
    >
      <Outlet />
      {queueOpen && !desktop && (
        <Suspense fallback={null}>
          <QueueSheet />
        </Suspense>
      )}
      {nowPlayingOpen && hasTrack && (
        <Suspense fallback={null}>
          <NowPlayingScreen
            extra={
              signedIn
                ? {
                    label: trans('Jam'),
                    icon: <Users className="size-5" aria-hidden="true" />,
                    panel: (
                      <Suspense fallback={null}>
                        <JamPanel />
                      </Suspense>
                    ),
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </PlayerLayout>
  );
}
