import { act, render, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { clearToasts } from '../../client/ui/toast/toast-store';
import { ApiError } from '../../client/http/api-client';
import { applyServerErrors, showErrorToast } from '../../client/http/server-errors';

// SPEC section 8: the error toast shows the server's message and the optional
// action of the response (SPEC section 3: `action: {label, action}`).

afterEach(() => act(() => clearToasts()));

const PLANS = { label: 'See plans', action: '/pricing' };

describe('showErrorToast', () => {
  it('shows the action of the response as a link beside the message', () => {
    render(<ToastArea />);
    act(() => showErrorToast(new ApiError(403, { message: 'You can own at most 2 playlists. Delete one to create another.', action: PLANS })));
    expect(screen.getByRole('status')).toHaveTextContent('You can own at most 2 playlists.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows no action when the response has none', () => {
    render(<ToastArea />);
    act(() => showErrorToast(new ApiError(403, { message: 'This action is unauthorized.' })));
    expect(screen.getByRole('status')).toHaveTextContent('This action is unauthorized.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['another site', 'https://evil.example/pricing'],
    ['a protocol-relative address', '//evil.example/pricing'],
    ['a backslash address', '/\\evil.example'],
    ['script', 'javascript:alert(1)'],
    ['no path', ''],
  ])('leaves out an action that leads to %s', (_label, action) => {
    render(<ToastArea />);
    act(() => showErrorToast(new ApiError(401, { message: 'Unauthenticated.', action: { label: 'Log in', action } })));
    expect(screen.getByRole('status')).toHaveTextContent('Unauthenticated.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('leaves out an action without a label', () => {
    render(<ToastArea />);
    act(() => showErrorToast(new ApiError(401, { message: 'Unauthenticated.', action: { action: '/login' } })));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('applyServerErrors', () => {
  it('sets the field errors and offers the action of a 422 in a toast', () => {
    render(<ToastArea />);
    const { result } = renderHook(() => useForm<{ tokenName: string }>());
    act(() => applyServerErrors(new ApiError(422, { message: 'You can have at most 1 API tokens.', errors: { tokenName: ['You can have at most 1 API tokens.'] }, action: PLANS }), result.current));
    expect(result.current.getFieldState('tokenName').error?.message).toBe('You can have at most 1 API tokens.');
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  });

  it('shows no toast for field errors without an action', () => {
    render(<ToastArea />);
    const { result } = renderHook(() => useForm<{ tokenName: string }>());
    act(() => applyServerErrors(new ApiError(422, { message: 'The token name field is required.', errors: { tokenName: ['The token name field is required.'] } }), result.current));
    expect(result.current.getFieldState('tokenName').error?.message).toBe('The token name field is required.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
