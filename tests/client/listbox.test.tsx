import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Listbox, ListboxItem } from '../../client/ui/listbox/listbox';
import { LISTBOX_MAX_HEIGHT_PX, TYPE_AHEAD_RESET_MS } from '../../client/ui/overlay-constants';

// SPEC sections 8 and 9: the empty listbox's text, the 420 px cap, and a 500 ms type-ahead.

const NAMES = ['Alpha', 'Bravo', 'Romeo', 'Roxanne', 'Brass'];

function Names({ names = NAMES }: { names?: string[] }) {
  return (
    <Listbox aria-label="Names" items={names.map((name) => ({ id: name, name }))} selectionMode="single">
      {(item) => <ListboxItem id={item.id}>{item.name}</ListboxItem>}
    </Listbox>
  );
}

const type = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
const focused = () => document.activeElement?.textContent;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('Listbox', () => {
  it('says there are no items matching the query when empty', () => {
    render(<Names names={[]} />);
    expect(screen.getByRole('listbox', { name: 'Names' })).toHaveTextContent('There are no items matching your query');
  });

  it('scrolls past 420 px', () => {
    render(<Names />);
    expect(screen.getByRole('listbox')).toHaveStyle({ maxHeight: `${LISTBOX_MAX_HEIGHT_PX}px` });
  });

  it('moves focus to the option that starts with the letters typed within 500 ms', () => {
    render(<Names />);
    act(() => screen.getByRole('option', { name: 'Alpha' }).focus());
    type('r');
    expect(focused()).toBe('Romeo');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS - 100));
    type('o');
    type('x');
    expect(focused()).toBe('Roxanne');
  });

  it('starts a new search after 500 ms without typing, and cycles on a repeated first letter', () => {
    render(<Names />);
    act(() => screen.getByRole('option', { name: 'Alpha' }).focus());
    type('b');
    expect(focused()).toBe('Bravo');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS + 1));
    type('r');
    // "br" would stay on Bravo; a new search for "r" finds Romeo.
    expect(focused()).toBe('Romeo');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS + 1));
    type('b');
    act(() => vi.advanceTimersByTime(TYPE_AHEAD_RESET_MS + 1));
    type('b');
    expect(focused()).toBe('Bravo');
  });
});
