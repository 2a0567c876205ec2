import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { fromBase64Url, toBase64Url } from '../../../worker/auth/crypto';

const encoder = new TextEncoder();
const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource));

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const uint32 = (value: number) => new Uint8Array([value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);

/** WebCrypto signs ECDSA as r||s; WebAuthn carries ASN.1 DER (SEQUENCE of two INTEGERs). */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let value: Uint8Array = bytes.slice(start);
    if (value[0] & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

/**
 * A software passkey (ES256, 'none' attestation, discoverable, user-verifying)
 * that answers the ceremonies the way a browser's authenticator would, so the
 * worker's WebAuthn verification runs for real in tests.
 */
export async function createSoftAuthenticator() {
  const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = (await crypto.subtle.exportKey('jwk', keys.publicKey)) as JsonWebKey;
  const credentialId = crypto.getRandomValues(new Uint8Array(16));
  const id = toBase64Url(credentialId);
  let counter = 0;
  let userHandle: string | undefined;

  const clientData = (type: string, challenge: string, origin: string) =>
    encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));

  return {
    id,
    async register(options: PublicKeyCredentialCreationOptionsJSON, origin: string): Promise<RegistrationResponseJSON> {
      userHandle = options.user.id;
      const coseKey = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, fromBase64Url(jwk.x!)],
        [-3, fromBase64Url(jwk.y!)],
      ]);
      const authData = concat(
        await sha256(encoder.encode(options.rp.id!)),
        new Uint8Array([FLAG_UP | FLAG_UV | FLAG_AT]),
        uint32(counter),
        new Uint8Array(16), // AAGUID: none
        new Uint8Array([0, credentialId.length]),
        credentialId,
        isoCBOR.encode(coseKey),
      );
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', authData],
        ]),
      );
      return {
        id,
        rawId: id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: toBase64Url(clientData('webauthn.create', options.challenge, origin)),
          attestationObject: toBase64Url(attestationObject),
          transports: ['internal'],
        },
      };
    },

    async authenticate(
      options: PublicKeyCredentialRequestOptionsJSON,
      origin: string,
      overrides: { id?: string; userHandle?: string; counter?: number } = {},
    ): Promise<AuthenticationResponseJSON> {
      counter = overrides.counter ?? counter + 1;
      const authData = concat(await sha256(encoder.encode(options.rpId!)), new Uint8Array([FLAG_UP | FLAG_UV]), uint32(counter));
      const clientDataJSON = clientData('webauthn.get', options.challenge, origin);
      const signed = concat(authData, await sha256(clientDataJSON));
      const raw = new Uint8Array(await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, keys.privateKey, signed as BufferSource));
      return {
        id: overrides.id ?? id,
        rawId: overrides.id ?? id,
        type: 'public-key',
        clientExtensionResults: {},
        response: {
          clientDataJSON: toBase64Url(clientDataJSON),
          authenticatorData: toBase64Url(authData),
          signature: toBase64Url(derSignature(raw)),
          userHandle: overrides.userHandle ?? userHandle,
        },
      };
    },
  };
}
