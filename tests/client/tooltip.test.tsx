import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../../client/ui/tooltip/tooltip';
import { TOOLTIP } from '../../client/ui/overlay-constants';

// SPEC sections 4 and 9: the tooltip's timings, one at a time, and what closes it at once.

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function Buttons() {
  return (
    <>
      <Tooltip label="Previous page">
        <button type="button">Prev</button>
      </Tooltip>
      <Tooltip label="Next page">
        <button type="button">Next</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
const hover = (name: string) => fireEvent.pointerEnter(button(name), { pointerType: 'mouse' });
const unhover = (name: string) => fireEvent.pointerLeave(button(name), { pointerType: 'mouse' });
/** Keyboard focus as Tab gives it: react-aria shows focus tooltips only for keyboard users. */
const tabTo = (name: string) => {
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab' });
  act(() => button(name).focus());
};

beforeEach(() => {
  vi.useFakeTimers();
  render(<Buttons />);
  // react-aria shows hover tooltips only once it knows a pointer is in use.
  fireEvent.pointerDown(document.body, { pointerType: 'mouse' });
  fireEvent.pointerUp(document.body, { pointerType: 'mouse' });
});

afterEach(() => {
  // Past react-aria's global warm-up and cool-down, so each test starts cold.
  for (const name of ['Prev', 'Next']) unhover(name);
  advance(TOOLTIP.delayMs + TOOLTIP.closeDelayMs);
  vi.useRealTimers();
});

const tooltip = () => screen.queryByRole('tooltip');

describe('Tooltip', () => {
  it('shows after 1500 ms of hover, at the top, 240 px wide at most', () => {
    hover('Prev');
    advance(TOOLTIP.delayMs - 10);
    expect(tooltip()).not.toBeInTheDocument();
    advance(10);
    expect(tooltip()).toHaveTextContent('Previous page');
    expect(tooltip()).toHaveAttribute('data-placement', 'top');
    expect(tooltip()).toHaveStyle({ maxWidth: '240px' });
    expect(button('Prev')).toHaveAttribute('aria-describedby', tooltip()!.id);
  });

  it('hides 500 ms after the pointer leaves', () => {
    hover('Prev');
    advance(TOOLTIP.delayMs);
    unhover('Prev');
    advance(TOOLTIP.closeDelayMs - 10);
    expect(tooltip()).toBeInTheDocument();
    advance(10);
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('closes at once on Escape', () => {
    hover('Prev');
    advance(TOOLTIP.delayMs);
    expect(tooltip()).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('closes at once on a pointer-down on its trigger', () => {
    hover('Prev');
    advance(TOOLTIP.delayMs);
    fireEvent.pointerDown(button('Prev'), { pointerType: 'mouse' });
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('shows at once on keyboard focus and closes at once when focus moves on', () => {
    tabTo('Prev');
    expect(tooltip()).toHaveTextContent('Previous page');
    tabTo('Next');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(tooltip()).toHaveTextContent('Next page');
    tabTo('Elsewhere');
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('keeps one open at a time: the next one replaces it', () => {
    hover('Prev');
    advance(TOOLTIP.delayMs);
    hover('Next');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);
    expect(tooltip()).toHaveTextContent('Next page');
  });
});
