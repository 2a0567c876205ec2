import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatDuration } from '../../client/layout/format-duration';
import { PlayerBar } from '../../client/layout/player-bar';

const CONTROLS = ['Shuffle', 'Previous', 'Play', 'Next', 'Repeat'];

describe('PlayerBar', () => {
  it('shows the empty state with every control disabled', () => {
    render(<PlayerBar />);
    const bar = screen.getByRole('region', { name: 'Player' });
    expect(bar).toHaveTextContent('Nothing is playing');
    for (const name of CONTROLS) expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeDisabled();
    expect(screen.getAllByText('0:00')).toHaveLength(2);
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
  });

  it('enables the controls for a loaded track and reports each press', async () => {
    const handlers = {
      onPlayPause: vi.fn(),
      onPrevious: vi.fn(),
      onNext: vi.fn(),
      onToggleShuffle: vi.fn(),
      onCycleRepeat: vi.fn(),
    };
    render(
      <PlayerBar track={{ title: 'One More Time', artist: 'Daft Punk' }} position={65} duration={320} {...handlers} />,
    );
    expect(screen.getByRole('region', { name: 'Player' })).toHaveTextContent('One More Time');
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('5:20')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Play' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Shuffle' }));
    await userEvent.click(screen.getByRole('button', { name: 'Repeat' }));
    for (const handler of Object.values(handlers)) expect(handler).toHaveBeenCalledTimes(1);
  });

  it('labels play/pause by state and shows toggles as pressed', () => {
    render(<PlayerBar track={{ title: 'T', artist: 'A' }} isPlaying shuffle repeat="one" onPlayPause={() => {}} />);
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Shuffle' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Repeat' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [9.8, '0:09'],
    [65, '1:05'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [undefined, '0:00'],
  ])('%s -> %s', (seconds, text) => expect(formatDuration(seconds)).toBe(text));
});
