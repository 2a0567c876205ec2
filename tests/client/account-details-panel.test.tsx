import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getBootstrap, setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { AVATAR_MAX_BYTES } from '../../client/account-settings/account-constants';
import { AccountDetailsPanel } from '../../client/account-settings/details/account-details-panel';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderAccountSettings } from './fixtures/render-account-settings';

const IMAGE = '/storage/avatars/new.png';

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

// Let a non-image through the input's accept filter, to reach our own check.
const user = () => userEvent.setup({ applyAccept: false });
const fileOf = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'picture', { type });

describe('account details form', () => {
  it('saves name, first and last name and patches the bootstrap user', async () => {
    const api = stubFetch({
      'PUT /api/v1/users/7': { user: makeUser({ name: 'Countess', first_name: 'Augusta' }) },
    });
    await renderAccountSettings(<AccountDetailsPanel />);
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Lovelace');

    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'Countess');
    await userEvent.clear(screen.getByLabelText('First name'));
    await userEvent.type(screen.getByLabelText('First name'), 'Augusta');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Updated account details');
    expect(api.sent('PUT /api/v1/users/7')[0].body).toEqual({ name: 'Countess', first_name: 'Augusta', last_name: 'Lovelace' });
    expect(getBootstrap().user!.name).toBe('Countess');
  });

  it('puts 422 errors on their fields and focuses the first', async () => {
    stubFetch({
      'PUT /api/v1/users/7': fail(422, {
        message: 'The given data was invalid.',
        errors: { name: ['The name field is required.'], last_name: ['The last name must not be greater than 100 characters.'] },
      }),
    });
    await renderAccountSettings(<AccountDetailsPanel />);
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('The name field is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('The last name must not be greater than 100 characters.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('avatar', () => {
  it('is limited to 2 MB (SPEC section 9)', () => {
    expect(AVATAR_MAX_BYTES).toBe(2 * 1024 * 1024);
  });

  it('refuses a file that is not an image, without uploading', async () => {
    const api = stubFetch({});
    await renderAccountSettings(<AccountDetailsPanel />);
    await user().upload(screen.getByLabelText('Profile image'), fileOf('text/plain', 10));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('This file type is not allowed');
    expect(toast).toHaveAttribute('data-type', 'danger');
    expect(api.requests).toHaveLength(0);
  });

  it('refuses an image over 2 MB, without uploading', async () => {
    const api = stubFetch({});
    await renderAccountSettings(<AccountDetailsPanel />);
    await user().upload(screen.getByLabelText('Profile image'), fileOf('image/png', AVATAR_MAX_BYTES + 1));

    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('file exceeds maximum allowed size of 2MB');
    expect(toast).toHaveAttribute('data-type', 'danger');
    expect(api.requests).toHaveLength(0);
  });

  it('uploads an image as multipart `file` and shows it', async () => {
    const api = stubFetch({ 'POST /api/v1/users/7/avatar': { user: makeUser({ image: IMAGE }), fileEntry: { url: IMAGE } } });
    const { container } = await renderAccountSettings(<AccountDetailsPanel />);
    const file = fileOf('image/png', AVATAR_MAX_BYTES);
    await user().upload(screen.getByLabelText('Profile image'), file);

    expect(await screen.findByRole('status')).toHaveTextContent('Uploaded avatar');
    expect((api.sent('POST /api/v1/users/7/avatar')[0].body as FormData).get('file')).toBe(file);
    expect(container.querySelector(`img[src="${IMAGE}"]`)).toBeInTheDocument();
  });

  it('shows the server’s file error as a danger toast', async () => {
    stubFetch({
      'POST /api/v1/users/7/avatar': fail(422, { message: 'Invalid', errors: { file: ['This file type is not allowed'] } }),
    });
    await renderAccountSettings(<AccountDetailsPanel />);
    await user().upload(screen.getByLabelText('Profile image'), fileOf('image/png', 10));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('This file type is not allowed');
    expect(toast).toHaveAttribute('data-type', 'danger');
  });

  it('removes the image', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ image: IMAGE }) }));
    stubFetch({ 'DELETE /api/v1/users/7/avatar': { user: makeUser() } });
    await renderAccountSettings(<AccountDetailsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Removed avatar');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument());
    expect(getBootstrap().user!.image).toBeNull();
  });
});
