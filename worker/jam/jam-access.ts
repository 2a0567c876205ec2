import { HttpError } from '../http/errors';
import type { AuthUser } from '../permissions/auth-user';
import { JAM_CODE_ALPHABET, JAM_CODE_LENGTH } from './jam-constants';
import type { JamResult } from './jam-session';
import type { JamPerson } from './jam-types';

export const jamSession = (env: Env, code: string) => env.JAM_SESSION.get(env.JAM_SESSION.idFromName(code));

/** A new join code: uniform over the alphabet (rejection sampling, no modulo bias). */
export function newJamCode(): string {
  let code = '';
  while (code.length < JAM_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(JAM_CODE_LENGTH * 2))) {
      if (byte < 256 - (256 % JAM_CODE_ALPHABET.length) && code.length < JAM_CODE_LENGTH) code += JAM_CODE_ALPHABET[byte % JAM_CODE_ALPHABET.length];
    }
  }
  return code;
}

export const personOf = (user: AuthUser): JamPerson => ({ id: user.id, name: user.name, image: user.image });

/** The object's answer, or its refusal as the HTTP error it stands for. */
export function answered<T>(result: JamResult<T>): T {
  if (!result.ok) throw new HttpError(result.status, result.message);
  return result.value;
}
