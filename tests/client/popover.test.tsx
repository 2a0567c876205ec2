import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HoverPopover } from '../../client/ui/popover/hover-popover';
import { POPOVER_HOVER_CLOSE_MS } from '../../client/ui/overlay-constants';

// SPEC section 9: a hover-opened popover closes 150 ms after the pointer leaves.

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const trigger = () => screen.getByRole('button', { name: 'Output' });
const panel = () => screen.queryByRole('dialog', { name: 'Full output' });
const mouse = { pointerType: 'mouse' };

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <>
      <HoverPopover trigger="Output" label="Full output">
        <p>Removed 3 expired sessions.</p>
      </HoverPopover>
      <button type="button">Elsewhere</button>
    </>,
  );
});
afterEach(() => vi.useRealTimers());

describe('HoverPopover', () => {
  it('opens on hover and closes 150 ms after the pointer leaves', () => {
    fireEvent.pointerEnter(trigger(), mouse);
    expect(panel()).toHaveTextContent('Removed 3 expired sessions.');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerLeave(trigger(), mouse);
    advance(POPOVER_HOVER_CLOSE_MS - 1);
    expect(panel()).toBeInTheDocument();
    advance(1);
    expect(panel()).not.toBeInTheDocument();
  });

  it('stays open while the pointer crosses from the trigger onto the panel', () => {
    fireEvent.pointerEnter(trigger(), mouse);
    fireEvent.pointerLeave(trigger(), mouse);
    advance(POPOVER_HOVER_CLOSE_MS - 50);
    fireEvent.pointerEnter(panel()!, mouse);
    advance(POPOVER_HOVER_CLOSE_MS * 4);
    expect(panel()).toBeInTheDocument();
    fireEvent.pointerLeave(panel()!, mouse);
    advance(POPOVER_HOVER_CLOSE_MS);
    expect(panel()).not.toBeInTheDocument();
  });

  it('toggles on a click or tap for keyboards and touch, and closes on Escape and a press outside', () => {
    fireEvent.pointerEnter(trigger(), { pointerType: 'touch' });
    expect(panel()).not.toBeInTheDocument();
    fireEvent.click(trigger());
    expect(panel()).toBeInTheDocument();
    fireEvent.keyDown(trigger(), { key: 'Escape' });
    expect(panel()).not.toBeInTheDocument();
    fireEvent.click(trigger());
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(panel()).not.toBeInTheDocument();
  });

  it('keeps it open when the hovering mouse also clicks', () => {
    fireEvent.pointerEnter(trigger(), mouse);
    fireEvent.click(trigger());
    expect(panel()).toBeInTheDocument();
  });
});
