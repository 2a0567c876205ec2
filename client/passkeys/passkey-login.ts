import { useMutation } from '@tanstack/react-query';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import { apiClient } from '../http/api-client';
import type { BootstrapData } from '../bootstrap/bootstrap-store';
import { loadWebAuthn } from './webauthn-browser';

type SignedIn = { status: 'success'; bootstrapData: BootstrapData };

/**
 * Discoverable sign-in: the server's challenge, the browser's passkey picker,
 * then the signed assertion. No two-factor step follows (docs/api/accounts.md).
 */
export async function signInWithPasskey(): Promise<BootstrapData> {
  const [optionsJSON, { startAuthentication }] = await Promise.all([
    apiClient.post<PublicKeyCredentialRequestOptionsJSON>('auth/passkeys/login-options'),
    loadWebAuthn(),
  ]);
  const response = await startAuthentication({ optionsJSON });
  return apiClient.post<SignedIn>('auth/passkeys/login', { response, remember: true }).then((body) => body.bootstrapData);
}

export const usePasskeyLogin = () => useMutation({ mutationFn: signInWithPasskey });
