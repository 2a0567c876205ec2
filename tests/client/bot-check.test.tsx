import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { ContactForm } from '../../client/contact/contact-form';
import { ForgotPasswordPage } from '../../client/auth/forgot-password-page';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap } from './fixtures/bootstrap-fixture';
import { stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

// Turnstile and reCAPTCHA are third-party scripts: tests stand in for their globals.
afterEach(() => {
  delete window.turnstile;
  delete window.grecaptcha;
});

const enable = (driver: 'turnstile' | 'recaptcha', action: string) =>
  setBootstrap(makeBootstrap({ recaptcha: { driver, site_key: 'site-key', enable: { [action]: true } } }));

async function sendContactMessage() {
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello');
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('bot check', () => {
  it('sends a token with the contact form when enabled for contact', async () => {
    enable('recaptcha', 'contact');
    const execute = vi.fn(async () => 'contact-token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = stubFetch({ 'POST /api/v1/contact-page': { message: 'Your message has been submitted.' } });
    await renderWithRouter(<ContactForm />);
    await sendContactMessage();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(execute).toHaveBeenCalledWith('site-key', { action: 'contact' });
    expect(api.requests[0].body).toMatchObject({ name: 'Ada', recaptcha_token: 'contact-token' });
  });

  it('leaves the contact form alone when enabled only for other actions', async () => {
    enable('recaptcha', 'login');
    const execute = vi.fn(async () => 'token');
    window.grecaptcha = { ready: (callback) => callback(), execute };
    const api = stubFetch({ 'POST /api/v1/contact-page': { message: 'Your message has been submitted.' } });
    await renderWithRouter(<ContactForm />);
    await sendContactMessage();
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(execute).not.toHaveBeenCalled();
    expect(api.requests[0].body).not.toHaveProperty('recaptcha_token');
  });

  it('is off without a site key, whatever the action flags say', async () => {
    setBootstrap(makeBootstrap({ recaptcha: { driver: 'turnstile', site_key: '', enable: { forgot_password: true } } }));
    const render = vi.fn();
    window.turnstile = { render, remove: vi.fn() };
    const api = stubFetch({ 'POST /auth/forgot-password': { message: 'Sent' } });
    await renderWithRouter(<ForgotPasswordPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(render).not.toHaveBeenCalled();
  });

  it("reports a failed Turnstile challenge and removes its widget", async () => {
    enable('turnstile', 'forgot_password');
    const remove = vi.fn();
    window.turnstile = {
      render: (_container, options) => {
        queueMicrotask(() => options['error-callback']());
        return 'widget-1';
      },
      remove,
    };
    const api = stubFetch({});
    await renderWithRouter(
      <>
        <ForgotPasswordPage />
        <ToastArea />
      </>,
    );
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));

    const toast = await screen.findByText('Could not verify you are human.');
    expect(toast.closest('[data-type]')).toHaveAttribute('data-type', 'danger');
    expect(remove).toHaveBeenCalledWith('widget-1');
    expect(api.requests).toEqual([]);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});
