import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Dialog } from '../../client/ui/dialog/dialog';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { DIALOG_SIZES } from '../../client/ui/dialog/dialog-sizes';
import { closeAllDialogs, closeDialog, openDialog } from '../../client/ui/dialog/dialog-store';
import type { DialogSize } from '../../client/ui/dialog/dialog-sizes';

function ConfirmDialog({ name, size }: { name: string; size?: DialogSize }) {
  return (
    <Dialog title={`Delete ${name}?`} size={size}>
      <p>This cannot be undone.</p>
      <button type="button" onClick={() => closeDialog(false)}>
        Cancel
      </button>
      <button type="button" onClick={() => closeDialog(true)}>
        Delete
      </button>
    </Dialog>
  );
}

afterEach(() => act(() => closeAllDialogs()));

async function open(props: { name: string; size?: DialogSize }) {
  let result!: Promise<boolean | undefined>;
  act(() => {
    result = openDialog<boolean>(ConfirmDialog, props);
  });
  await screen.findByRole('dialog');
  // Wrapped: an async function returning the promise itself would wait for the dialog to close.
  return { result };
}

describe('dialogs', () => {
  it('renders the component with its props, titled', async () => {
    render(<DialogHost />);
    await open({ name: 'Playlist' });
    expect(screen.getByRole('dialog', { name: 'Delete Playlist?' })).toBeInTheDocument();
  });

  it('resolves openDialog with the value passed to closeDialog', async () => {
    render(<DialogHost />);
    const { result } = await open({ name: 'Playlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(result).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves undefined when Escape closes it', async () => {
    render(<DialogHost />);
    const { result } = await open({ name: 'Playlist' });
    await userEvent.keyboard('{Escape}');
    await expect(result).resolves.toBeUndefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('resolves undefined from its close button', async () => {
    render(<DialogHost />);
    const { result } = await open({ name: 'Playlist' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(result).resolves.toBeUndefined();
  });

  it('moves focus inside and keeps it there', async () => {
    render(
      <>
        <button type="button">Outside</button>
        <DialogHost />
      </>,
    );
    await open({ name: 'Playlist' });
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 5; i++) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('stacks dialogs and closes the top one first', async () => {
    render(<DialogHost />);
    const { result: first } = await open({ name: 'First' });
    let second!: Promise<boolean | undefined>;
    act(() => {
      second = openDialog<boolean>(ConfirmDialog, { name: 'Second' });
    });
    await screen.findByRole('dialog', { name: 'Delete Second?' });
    act(() => closeDialog(true));
    await expect(second).resolves.toBe(true);
    expect(screen.getByRole('dialog', { name: 'Delete First?' })).toBeInTheDocument();
    act(() => closeDialog(false));
    await expect(first).resolves.toBe(false);
  });

  it.each(Object.entries(DIALOG_SIZES))('caps the %s size at %i px', async (size, width) => {
    render(<DialogHost />);
    await open({ name: 'Sized', size: size as DialogSize });
    const modal = screen.getByRole('dialog').parentElement!;
    expect(modal.style.maxWidth).toBe(`${width}px`);
  });
});

describe('DIALOG_SIZES', () => {
  it('matches SPEC section 9', () => {
    expect(DIALOG_SIZES).toEqual({ '2xs': 256, xs: 320, sm: 384, md: 440, lg: 620, xl: 780, '2xl': 850, fullscreen: 1280 });
  });
});
