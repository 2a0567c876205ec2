import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentTrack, getPlayerState, player, upcomingTrack } from '../../client/player/player-store';
import { makeTrack, makeTracks, resetPlayer } from './fixtures/player-fixture';

const names = () => getPlayerState().queue.map((track) => track.id);
const current = () => currentTrack(getPlayerState())?.id;

beforeEach(resetPlayer);

describe('player.playTracks', () => {
  it('replaces the queue, skips tracks without audio and starts the chosen one', () => {
    const tracks = [makeTrack(1), makeTrack(2, { src: null }), makeTrack(3)];
    player.playTracks(tracks, 2, { type: 'album', id: 50, name: 'Album' });
    expect(names()).toEqual([1, 3]);
    expect(current()).toBe(3);
    expect(getPlayerState()).toMatchObject({ isPlaying: true, context: { type: 'album', id: 50 } });
  });

  it('starts a new listen each time, even of the same track', () => {
    player.playTracks(makeTracks(1));
    const first = getPlayerState().playId;
    player.playTracks(makeTracks(1));
    expect(getPlayerState().playId).toBe(first + 1);
  });
});

describe('player.next and player.previous', () => {
  beforeEach(() => player.playTracks(makeTracks(1, 2, 3)));

  it('steps through the queue and stops after the last track when repeat is off', () => {
    player.next();
    player.next();
    expect(current()).toBe(3);
    player.next(true);
    expect(current()).toBe(3);
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('wraps around with repeat all', () => {
    player.cycleRepeat();
    expect(getPlayerState().repeat).toBe('all');
    player.jumpTo(2);
    player.next(true);
    expect(current()).toBe(1);
    expect(getPlayerState().isPlaying).toBe(true);
  });

  it('replays the track that ended with repeat one, but a pressed Next still moves on', () => {
    player.cycleRepeat();
    player.cycleRepeat();
    expect(getPlayerState().repeat).toBe('one');
    const { playId } = getPlayerState();
    player.next(true);
    expect(current()).toBe(1);
    expect(getPlayerState()).toMatchObject({ playId: playId + 1, seekRequest: { seconds: 0 } });
    player.next();
    expect(current()).toBe(2);
    player.cycleRepeat();
    expect(getPlayerState().repeat).toBe('off');
  });

  it('restarts the track when more than 3 s in, else goes back one', () => {
    player.jumpTo(1);
    player.previous(12);
    expect(current()).toBe(2);
    expect(getPlayerState().seekRequest).toMatchObject({ seconds: 0 });
    player.previous(1);
    expect(current()).toBe(1);
  });

  it('knows which track follows for preloading', () => {
    expect(upcomingTrack(getPlayerState())?.id).toBe(2);
    player.jumpTo(2);
    expect(upcomingTrack(getPlayerState())).toBeNull();
    player.cycleRepeat();
    expect(upcomingTrack(getPlayerState())?.id).toBe(1);
  });
});

describe('queue edits', () => {
  beforeEach(() => player.playTracks(makeTracks(1, 2, 3)));

  it('plays next or adds to the end', () => {
    player.playNext(makeTracks(7));
    player.addToQueue(makeTracks(8));
    expect(names()).toEqual([1, 7, 2, 3, 8]);
  });

  it('starts playing when adding to an empty queue', () => {
    resetPlayer();
    player.addToQueue(makeTracks(4));
    expect(current()).toBe(4);
    expect(getPlayerState().isPlaying).toBe(true);
  });

  it('removes tracks keeping the current one, and moves to the next when the current one goes', () => {
    player.jumpTo(1);
    const { playId } = getPlayerState();
    player.removeFromQueue(0);
    expect(names()).toEqual([2, 3]);
    expect(current()).toBe(2);
    expect(getPlayerState().playId).toBe(playId);
    player.removeFromQueue(0);
    expect(current()).toBe(3);
    expect(getPlayerState().playId).toBe(playId + 1);
  });

  it('reorders without interrupting the current track', () => {
    const { playId } = getPlayerState();
    player.moveInQueue(0, 2);
    expect(names()).toEqual([2, 3, 1]);
    expect(current()).toBe(1);
    expect(getPlayerState()).toMatchObject({ index: 2, playId });
  });

  it('clears everything but the current track', () => {
    player.jumpTo(1);
    player.clearQueue();
    expect(names()).toEqual([2]);
    expect(getPlayerState().index).toBe(0);
  });
});

describe('settings', () => {
  it('shuffles the queue keeping the current track first, and plays new queues shuffled', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    player.playTracks(makeTracks(1, 2, 3, 4));
    player.jumpTo(2);
    player.toggleShuffle();
    expect(getPlayerState().shuffle).toBe(true);
    expect(current()).toBe(3);
    expect(getPlayerState().index).toBe(0);
    expect([...names()].sort()).toEqual([1, 2, 3, 4]);

    player.playTracks(makeTracks(5, 6, 7), 1);
    expect(current()).toBe(6);
    expect(getPlayerState().index).toBe(0);
  });

  it('clamps the volume and unmutes on change', () => {
    player.toggleMute();
    expect(getPlayerState().muted).toBe(true);
    player.setVolume(140);
    expect(getPlayerState()).toMatchObject({ volume: 100, muted: false });
    player.setVolume(-3);
    expect(getPlayerState().volume).toBe(0);
  });
});
