import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentTrack, getPlayerState, player } from '../../client/player/player-store';
import { QueuePanel } from '../../client/player/queue-panel/queue-panel';
import { isQueuePanelOpen, setQueuePanelOpen } from '../../client/player/queue-panel/queue-panel-store';
import { QueueSheet } from '../../client/player/queue-panel/queue-sheet';
import { reorderIndex } from '../../client/player/queue-panel/reorder';
import { makeTracks, resetPlayer } from './fixtures/player-fixture';

const queueIds = () => getPlayerState().queue.map((track) => track.id);
const nextUp = () => screen.getByRole('grid', { name: 'Next up' });
const row = (name: string) => within(nextUp()).getByRole('row', { name });

beforeEach(() => {
  resetPlayer();
  act(() => player.playTracks(makeTracks(1, 2, 3, 4), 0, { type: 'album', id: 5, name: 'Discovery' }));
});
afterEach(resetPlayer);

describe('QueuePanel', () => {
  it('shows what is playing and what comes next', () => {
    render(<QueuePanel />);
    const now = screen.getByRole('region', { name: 'Now playing' });
    expect(now).toHaveTextContent('Track 1');
    expect(now).toHaveTextContent('Playing from Discovery');
    expect(within(nextUp()).getAllByRole('row').map((r) => r.textContent)).toEqual([
      expect.stringContaining('Track 2'),
      expect.stringContaining('Track 3'),
      expect.stringContaining('Track 4'),
    ]);
  });

  it('removes a track', async () => {
    render(<QueuePanel />);
    await userEvent.click(within(row('Track 3')).getByRole('button', { name: 'Remove from queue' }));
    expect(queueIds()).toEqual([1, 2, 4]);
    expect(within(nextUp()).queryByRole('row', { name: 'Track 3' })).not.toBeInTheDocument();
  });

  it('moves tracks up and down without moving above the current one', async () => {
    render(<QueuePanel />);
    expect(within(row('Track 2')).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(row('Track 4')).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await userEvent.click(within(row('Track 2')).getByRole('button', { name: 'Move down' }));
    expect(queueIds()).toEqual([1, 3, 2, 4]);
    await userEvent.click(within(row('Track 4')).getByRole('button', { name: 'Move up' }));
    expect(queueIds()).toEqual([1, 3, 4, 2]);
    expect(currentTrack(getPlayerState())?.id).toBe(1);
  });

  it('plays a queued track', async () => {
    render(<QueuePanel />);
    await userEvent.click(within(row('Track 3')).getByRole('button', { name: 'Play Track 3' }));
    expect(currentTrack(getPlayerState())?.id).toBe(3);
    expect(screen.getByRole('region', { name: 'Now playing' })).toHaveTextContent('Track 3');
    expect(within(nextUp()).getAllByRole('row')).toHaveLength(1);
  });

  it('clears what comes next, keeping the current track', async () => {
    render(<QueuePanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear queue' }));
    expect(queueIds()).toEqual([1]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByText('Nothing else is queued.')).toBeInTheDocument();
  });

  it('shows the empty state without a queue', () => {
    resetPlayer();
    render(<QueuePanel />);
    expect(screen.getByText('Your queue is empty')).toBeInTheDocument();
  });

  it('closes with its button', async () => {
    act(() => setQueuePanelOpen(true));
    render(<QueuePanel />);
    expect(screen.getByRole('complementary', { name: 'Queue' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close queue' }));
    expect(isQueuePanelOpen()).toBe(false);
  });
});

describe('QueueSheet (mobile)', () => {
  it('is a full-screen dialog with the same queue', async () => {
    act(() => setQueuePanelOpen(true));
    render(<QueueSheet />);
    const dialog = screen.getByRole('dialog', { name: 'Queue' });
    expect(within(dialog).getByRole('grid', { name: 'Next up' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(isQueuePanelOpen()).toBe(false);
  });
});

describe('reorderIndex (drag and drop)', () => {
  it.each([
    [1, 3, 'before', 2],
    [1, 3, 'after', 3],
    [3, 1, 'before', 1],
    [3, 1, 'after', 2],
    [2, 2, 'on', 2],
  ] as const)('from %i dropped against row %i (%s) lands at %i', (from, target, position, to) => {
    expect(reorderIndex(from, target, position)).toBe(to);
  });

  it('applies through player.moveInQueue', () => {
    player.moveInQueue(1, reorderIndex(1, 3, 'after'));
    expect(queueIds()).toEqual([1, 3, 4, 2]);
  });
});
