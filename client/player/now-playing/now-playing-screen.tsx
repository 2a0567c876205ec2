import clsx from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import { ChevronDown, ListMusic, MicVocal, SlidersHorizontal } from 'lucide-react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTrans } from '../../i18n/trans';
import { Artists, Title } from '../../layout/now-playing';
import { PlaybackControls } from '../../layout/playback-controls';
import { SeekBar } from '../../layout/seek-bar';
import { LikeButton } from '../../music/library/like-button';
import { iconButtonStyles } from '../../ui/button-styles';
import { PlaybackSettingsForm } from '../playback-settings/playback-settings-dialog';
import { useVerticalSwipe } from '../../ui/use-vertical-swipe';
import { LyricsBody } from '../lyrics/lyrics-body';
import { toPlayerTrack } from '../player-bar-connected';
import { usePlayerDefaults } from '../player-defaults';
import { currentTrack, usePlayer } from '../player-store';
import { QueueContent } from '../queue-panel/queue-content';
import { useMediaQuery, WIDE_QUERY } from '../use-media-query';
import { usePlaybackControls, useTrackTime } from '../use-playback-controls';
import { NowPlayingCover } from './now-playing-cover';
import { useNowPlayingScreen } from './now-playing-history';

/** What shows where the cover is (beside it from 1024 px up). */
type View = 'cover' | 'lyrics' | 'queue' | 'settings' | 'extra';

/** A panel another feature adds (a Jam, client/jam/): the player never imports it; the route passes it in. */
export type NowPlayingExtra = { label: string; icon: ReactNode; panel: ReactNode };

/** The seek bar on its own, so only it follows the playback clock. */
function ScreenSeekBar() {
  const { position, duration } = useTrackTime();
  const { onSeek } = usePlaybackControls();
  return <SeekBar large position={position} duration={duration} onSeek={onSeek} />;
}

function ViewToggle({ label, pressed, onPress, children }: { label: string; pressed: boolean; onPress: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onPress}
      className={iconButtonStyles({ size: 'md', className: pressed ? 'text-primary hover:text-primary' : 'text-fg!' })}
    >
      {children}
    </button>
  );
}

/**
 * The now-playing screen (issue 26): cover, title and artists, like, seek,
 * every playback control, and the lyrics or the queue in place of the cover.
 * A full-screen dialog over the page, opened from the mini player or the
 * player bar; Escape, its close button, a swipe down or Back close it (it is
 * a history entry: now-playing-history.ts), and focus returns where it was.
 */
export function NowPlayingScreen({ extra }: { extra?: NowPlayingExtra }) {
  const trans = useTrans();
  const { close } = useNowPlayingScreen();
  const track = usePlayer(currentTrack);
  const contextName = usePlayer((s) => s.context?.name);
  const controls = usePlaybackControls();
  const { hide_lyrics: hideLyrics, hide_queue: hideQueue } = usePlayerDefaults();
  const wide = useMediaQuery(WIDE_QUERY);
  const [view, setView] = useState<View>('cover');
  const swipe = useVerticalSwipe({ direction: 'down', onSwipe: close });
  const shown = useMemo(() => (track ? toPlayerTrack(track) : null), [track]);
  if (!track || !shown) return null;

  const toggleView = (next: View) => setView((current) => (current === next ? 'cover' : next));
  const panels: Record<View, ReactNode> = {
    cover: null,
    lyrics: <LyricsBody track={track} />,
    queue: <QueueContent />,
    settings: <PlaybackSettingsForm />,
    extra: extra?.panel ?? null,
  };
  const panel = panels[view];
  // The header and the content share one centred column: one for the player, two with a panel beside it.
  const column = clsx('mx-auto w-full', wide && panel ? 'max-w-6xl' : 'max-w-md');

  return (
    <ModalOverlay isOpen isDismissable onOpenChange={(open) => !open && close()} className="fixed inset-0 z-50 bg-black/60">
      <Modal
        className={clsx(
          'fixed inset-0 flex flex-col bg-linear-to-b from-chip to-bg to-60% text-fg',
          !swipe.offset && 'transition duration-200 starting:translate-y-8 starting:opacity-0',
        )}
        style={swipe.offset ? { transform: `translateY(${swipe.offset}px)` } : undefined}
      >
        <Dialog className="flex min-h-0 flex-1 flex-col outline-none">
          <header {...swipe.handlers} className={clsx(column, 'flex touch-none items-center gap-2 px-4 pb-2 pt-[max(1rem,env(safe-area-inset-top))]')}>
            <button type="button" aria-label={trans('Close now playing')} onClick={close} className={iconButtonStyles({ size: 'md', className: 'text-fg!' })}>
              <ChevronDown className="size-6" aria-hidden="true" />
            </button>
            <div className="min-w-0 flex-1 text-center">
              <Heading slot="title" className="text-xs font-semibold uppercase tracking-wider text-muted">
                {trans('Now playing')}
              </Heading>
              {contextName && <p className="truncate text-sm font-semibold">{trans('Playing from :name', { name: contextName })}</p>}
            </div>
            <ViewToggle label={trans('Playback settings')} pressed={view === 'settings'} onPress={() => toggleView('settings')}>
              <SlidersHorizontal className="size-5" aria-hidden="true" />
            </ViewToggle>
          </header>

          <div className={clsx(column, 'flex min-h-0 flex-1 gap-12 px-6 pb-[max(1.5rem,env(safe-area-inset-bottom))]')}>
            <div className="flex min-h-0 w-full flex-col gap-5 lg:max-w-md">
              {panel && !wide ? (
                <div className="min-h-0 flex-1 overflow-y-auto py-2">{panel}</div>
              ) : (
                <NowPlayingCover image={shown.image} {...swipe.handlers} className="touch-none py-2" />
              )}
              <div className="flex items-center gap-3">
                <div className="min-w-0 flex-1">
                  <h2 className="truncate text-2xl font-bold">
                    <Title track={shown} />
                  </h2>
                  <p className="truncate text-muted">
                    <Artists track={shown} />
                  </p>
                </div>
                <LikeButton type="track" id={track.id} size="md" />
              </div>
              <ScreenSeekBar />
              <PlaybackControls {...controls} disabled={false} large />
              <div className="flex items-center justify-between">
                {!hideLyrics && (
                  <ViewToggle label={trans('Lyrics')} pressed={view === 'lyrics'} onPress={() => toggleView('lyrics')}>
                    <MicVocal className="size-5" aria-hidden="true" />
                  </ViewToggle>
                )}
                {extra && (
                  <span className={clsx(!hideLyrics && 'mx-auto')}>
                    <ViewToggle label={extra.label} pressed={view === 'extra'} onPress={() => toggleView('extra')}>
                      {extra.icon}
                    </ViewToggle>
                  </span>
                )}
                {!hideQueue && (
                  <span className="ml-auto">
                    <ViewToggle label={trans('Queue')} pressed={view === 'queue'} onPress={() => toggleView('queue')}>
                      <ListMusic className="size-5" aria-hidden="true" />
                    </ViewToggle>
                  </span>
                )}
              </div>
            </div>
            {panel && wide && <div className="min-h-0 flex-1 overflow-y-auto py-2">{panel}</div>}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
