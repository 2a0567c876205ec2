import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiClient } from '../http/api-client';
import { passkeysQuery, type Passkey } from './passkeys-query';
import { loadWebAuthn } from './webauthn-browser';

/** docs/api/accounts.md: a passkey's name, 1 to 100 characters. */
export const PASSKEY_NAME_MAX_LENGTH = 100;

/** Registration options, the browser's ceremony, then the attestation for the server to verify and store. */
export async function createPasskey(name: string): Promise<Passkey> {
  const [optionsJSON, { startRegistration }] = await Promise.all([
    apiClient.post<PublicKeyCredentialCreationOptionsJSON>('passkeys/registration-options'),
    loadWebAuthn(),
  ]);
  const response = await startRegistration({ optionsJSON });
  return apiClient.post<{ passkey: Passkey }>('passkeys', { name, response }).then((body) => body.passkey);
}

export function useCreatePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPasskey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysQuery().queryKey }),
  });
}
