import { lazy, Suspense } from 'react';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PlayerLayout } from '../layout/player-layout';
import { ConnectedPlayerBar } from '../player/player-bar-connected';
import { useQueuePanelOpen } from '../player/queue-panel/queue-panel-store';
import { useAudioEngine } from '../player/use-audio-engine';
import { DESKTOP_QUERY, useMediaQuery } from '../player/use-media-query';
import { usePlayerShortcuts } from '../player/use-player-shortcuts';

// The queue brings the drag-and-drop widgets: they load when it first opens.
const QueuePanel = lazy(() => import('../player/queue-panel/queue-panel').then((m) => ({ default: m.QueuePanel })));
const QueueSheet = lazy(() => import('../player/queue-panel/queue-sheet').then((m) => ({ default: m.QueueSheet })));

/** Every listener page sits in the player layout, so the player survives navigation. */
export const Route = createFileRoute('/_player')({
  component: PlayerShell,
});

function PlayerShell() {
  useAudioEngine({ persist: true });
  usePlayerShortcuts();
  const queueOpen = useQueuePanelOpen();
  const desktop = useMediaQuery(DESKTOP_QUERY);

  return (
    <PlayerLayout
      playerBar={<ConnectedPlayerBar />}
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
    </PlayerLayout>
  );
}
