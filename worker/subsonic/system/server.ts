import { getSettings } from '../../settings/settings-service';
import type { SubsonicHandler } from '../subsonic-types';

/** The library is one folder, named after the site; every method that takes `musicFolderId` means it. */
export const MUSIC_FOLDER_ID = 1;

export const ping: SubsonicHandler = async () => ({});

/** Nothing to license: always valid. */
export const getLicense: SubsonicHandler = async () => ({ license: { valid: true } });

export const getMusicFolders: SubsonicHandler = async ({ c }) => {
  const siteName = String((await getSettings(c.env, c.get('db')))['branding.site_name'] || 'Music');
  return { musicFolders: { musicFolder: [{ id: MUSIC_FOLDER_ID, name: siteName }] } };
};

/** There is no scan to run or wait for: uploads are in the library once published (startScan is not supported). */
export const getScanStatus: SubsonicHandler = async () => ({ scanStatus: { scanning: false } });

/** The apiKeyAuthentication extension: whose credentials these are (the username apps show is the email). */
export const tokenInfo: SubsonicHandler = async ({ user }) => ({ tokenInfo: { username: user.email } });
