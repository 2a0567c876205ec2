import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';

/** The browser's WebAuthn answers as JSON (base64url fields), checked before the library reads them. */
const base64Url = z.string().min(1).max(16_384).regex(/^[A-Za-z0-9_-]+$/, 'Must be base64url.');
const credentialType = z.literal('public-key');
const attachment = z.enum(['platform', 'cross-platform']).optional();
const extensionResults = z.object({}).loose();

export const registrationResponseSchema = z.object({
  id: base64Url,
  rawId: base64Url,
  type: credentialType,
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64Url,
    attestationObject: base64Url,
    authenticatorData: base64Url.optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64Url.optional(),
  }),
}) satisfies z.ZodType<RegistrationResponseJSON>;

export const authenticationResponseSchema = z.object({
  id: base64Url,
  rawId: base64Url,
  type: credentialType,
  authenticatorAttachment: attachment,
  clientExtensionResults: extensionResults,
  response: z.object({
    clientDataJSON: base64Url,
    authenticatorData: base64Url,
    signature: base64Url,
    userHandle: base64Url.optional(),
  }),
}) satisfies z.ZodType<AuthenticationResponseJSON>;
