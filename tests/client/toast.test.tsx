import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { clearToasts, dismissToast, toast } from '../../client/ui/toast/toast-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  act(() => clearToasts());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('toast()', () => {
  it('returns an id of 6 random characters', () => {
    const first = toast('One');
    const second = toast('Two');
    expect(first).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(second).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(first).not.toBe(second);
  });

  it('keeps a given id', () => {
    expect(toast('Saving', { id: 'save' })).toBe('save');
  });
});

describe('ToastArea', () => {
  it('shows one toast at a time: a new toast replaces the older', () => {
    render(<ToastArea />);
    act(() => void toast('Saved'));
    act(() => void toast.danger('Failed'));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Failed');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('updates a toast with the same id in place', () => {
    render(<ToastArea />);
    act(() => void toast.loading('Uploading…', { id: 'upload' }));
    const before = screen.getByRole('status');
    expect(within(before).getByRole('progressbar')).toBeInTheDocument();
    act(() => void toast('Uploaded', { id: 'upload' }));
    const after = screen.getByRole('status');
    expect(after).toBe(before);
    expect(after).toHaveTextContent('Uploaded');
    expect(after).toHaveAttribute('data-type', 'positive');
  });

  it('closes positive toasts after 3000 ms', () => {
    render(<ToastArea />);
    act(() => void toast('Saved'));
    advance(2999);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('closes danger toasts after 8000 ms and announces them assertively', () => {
    render(<ToastArea />);
    act(() => void toast.danger('Failed'));
    expect(screen.getByRole('status')).toHaveAttribute('aria-live', 'assertive');
    advance(7999);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('never closes loading toasts by itself', () => {
    render(<ToastArea />);
    act(() => void toast.loading('Working'));
    advance(60_000);
    expect(screen.getByText('Working')).toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    render(<ToastArea />);
    act(() => void toast('Quick', { duration: 500 }));
    advance(499);
    expect(screen.getByText('Quick')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Quick')).not.toBeInTheDocument();
  });

  it('restarts the timer when a toast is replaced in place', () => {
    render(<ToastArea />);
    act(() => void toast('Quick', { id: 'same', duration: 500 }));
    advance(400);
    act(() => void toast('Updated', { id: 'same' }));
    advance(200);
    expect(screen.getByText('Updated')).toBeInTheDocument();
    advance(2800);
    expect(screen.queryByText('Updated')).not.toBeInTheDocument();
  });

  it('closes with its close button and with dismissToast', async () => {
    vi.useRealTimers();
    render(<ToastArea />);
    act(() => void toast('Saved'));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    let id = '';
    act(() => void (id = toast('Again')));
    act(() => dismissToast(id));
    expect(screen.queryByText('Again')).not.toBeInTheDocument();
  });

  it('renders an action link', () => {
    render(<ToastArea />);
    act(() => void toast.danger('Over quota', { action: { label: 'Upgrade', action: '/pricing' } }));
    expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/pricing');
  });

  it('is sized between 288 and 500 px', () => {
    render(<ToastArea />);
    act(() => void toast('Saved'));
    const style = screen.getByRole('status').style;
    expect(style.minWidth).toContain('288px');
    expect(style.maxWidth).toBe('500px');
  });
});
