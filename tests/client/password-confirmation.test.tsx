import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { apiClient } from '../../client/http/api-client';
import { PASSWORD_CONFIRMATION_SECONDS } from '../../client/password-confirmation/password-confirmation-constants';
import { useConfirmedAction } from '../../client/password-confirmation/use-confirmed-action';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const STATUS = 'GET /auth/user/confirmed-password-status';
const CONFIRM = 'POST /auth/user/confirm-password';
const ACTION = 'POST /api/v1/sensitive';

/** A button running one sensitive request through `run`, showing how it ended. */
function SensitiveButton({ password }: { password?: string }) {
  const { run } = useConfirmedAction();
  const [outcome, setOutcome] = useState('idle');
  const onClick = () =>
    run(() => apiClient.post<{ done: boolean }>('sensitive'), { password })
      .then((result) => setOutcome(result ? 'done' : 'cancelled'))
      .catch(() => setOutcome('failed'));
  return (
    <>
      <button type="button" onClick={() => void onClick()}>
        Do it
      </button>
      <output>{outcome}</output>
    </>
  );
}

const checkPassword = ({ body }: StubRequest) =>
  (body as { password: string }).password === 'secret'
    ? { confirmed: true }
    : fail(422, { message: 'Invalid', errors: { password: ['The provided password was incorrect.'] } });

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('useConfirmedAction', () => {
  it('runs the action straight away when the password is already confirmed', async () => {
    const api = stubFetch({ [STATUS]: { confirmed: true }, [ACTION]: { done: true } });
    await renderAccountSettings(<SensitiveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done'));
    expect(api.sent(STATUS)[0].query.get('seconds')).toBe(String(PASSWORD_CONFIRMATION_SECONDS));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for the password when unconfirmed, shows a wrong one on the field, then runs the action', async () => {
    const api = stubFetch({ [STATUS]: { confirmed: false }, [CONFIRM]: checkPassword, [ACTION]: { done: true } });
    await renderAccountSettings(<SensitiveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm password' });
    expect(api.sent(ACTION)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The password field is required.')).toBeInTheDocument();
    expect(api.sent(CONFIRM)).toHaveLength(0);

    await userEvent.type(screen.getByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The provided password was incorrect.')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(api.sent(ACTION)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done'));
    expect(dialog).not.toBeInTheDocument();
    expect(api.sent(CONFIRM).at(-1)!.body).toEqual({ password: 'secret' });
  });

  it('does not ask again once confirmed (SPEC section 4: the status is cached)', async () => {
    const api = stubFetch({ [STATUS]: { confirmed: false }, [CONFIRM]: checkPassword, [ACTION]: { done: true } });
    await renderAccountSettings(<SensitiveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    await userEvent.type(await screen.findByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(api.sent(ACTION)).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    await waitFor(() => expect(api.sent(ACTION)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent(STATUS)).toHaveLength(1);
    expect(api.sent(CONFIRM)).toHaveLength(1);
  });

  it('does nothing when the dialog is dismissed', async () => {
    const api = stubFetch({ [STATUS]: { confirmed: false }, [ACTION]: { done: true } });
    await renderAccountSettings(<SensitiveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    await screen.findByRole('dialog', { name: 'Confirm password' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('cancelled'));
    expect(api.sent(ACTION)).toHaveLength(0);
  });

  it('asks again and retries once when the action answers 423', async () => {
    let attempts = 0;
    const api = stubFetch({
      [STATUS]: () => ({ confirmed: attempts === 0 }),
      [CONFIRM]: checkPassword,
      [ACTION]: () => (++attempts === 1 ? fail(423, { message: 'Password confirmation required.' }) : { done: true }),
    });
    await renderAccountSettings(<SensitiveButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));

    await userEvent.type(await screen.findByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done'));
    expect(api.sent(ACTION)).toHaveLength(2);
  });

  it('gives up after one retry when the server keeps answering 423', async () => {
    const api = stubFetch({
      [STATUS]: { confirmed: true },
      [ACTION]: fail(423, { message: 'Password confirmation required.' }),
    });
    await renderAccountSettings(<SensitiveButton password="secret" />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('failed'));
    expect(api.sent(ACTION)).toHaveLength(2);
  });

  it('confirms with a password the caller already collected, without the dialog', async () => {
    const api = stubFetch({ [STATUS]: { confirmed: false }, [CONFIRM]: checkPassword, [ACTION]: { done: true } });
    await renderAccountSettings(<SensitiveButton password="secret" />);
    await userEvent.click(screen.getByRole('button', { name: 'Do it' }));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('done'));
    expect(api.sent(CONFIRM)[0].body).toEqual({ password: 'secret' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
