import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TopProgressBar } from '../../client/ui/progress/top-progress-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const value = () => Number(screen.getByRole('progressbar').getAttribute('aria-valuenow'));

describe('TopProgressBar', () => {
  it('shows nothing while idle', () => {
    render(<TopProgressBar active={false} />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows nothing before 50 ms, then starts at 10%', () => {
    render(<TopProgressBar active />);
    advance(49);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    advance(1);
    expect(value()).toBe(10);
  });

  it('never appears for loads shorter than 50 ms', () => {
    const { rerender } = render(<TopProgressBar active />);
    advance(40);
    rerender(<TopProgressBar active={false} />);
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('grows every 300 ms and stays below 100%', () => {
    render(<TopProgressBar active />);
    advance(50);
    const start = value();
    advance(299);
    expect(value()).toBe(start);
    advance(1);
    const first = value();
    expect(first).toBeGreaterThan(start);
    advance(300);
    expect(value()).toBeGreaterThan(first);
    advance(60_000);
    expect(value()).toBeLessThan(100);
    expect(value()).toBeGreaterThanOrEqual(90);
  });

  it('completes to 100% and then goes away when loading ends', () => {
    const { rerender } = render(<TopProgressBar active />);
    advance(400);
    rerender(<TopProgressBar active={false} />);
    expect(value()).toBe(100);
    advance(1000);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('is labelled for screen readers', () => {
    render(<TopProgressBar active />);
    advance(50);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toHaveAttribute('aria-valuemax', '100');
  });
});
