import { exactPosition } from '../player/engine/engine-clock';
import { getPlayerState } from '../player/player-store';

/**
 * Starts a Jam from what the player plays: its queue from the current track
 * on, at its position (the player bar's button and the now-playing screen's
 * Jam panel). The API and the socket's runtime load here, not before.
 */
export async function startJam(): Promise<void> {
  const [{ createJam }, { startJamSession }] = await Promise.all([import('./jam-api'), import('./jam-runtime')]);
  const s = getPlayerState();
  const tracks = s.queue.slice(s.index);
  const jam = await createJam({
    track_ids: tracks.map((track) => track.id).slice(0, 50),
    index: 0,
    position_ms: Math.round((exactPosition() ?? 0) * 1000),
    playing: s.isPlaying,
  });
  startJamSession(jam.code, jam);
}
