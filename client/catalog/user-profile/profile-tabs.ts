import { trans } from '../../i18n/trans';

/** docs/api/music.md, user-profile/{id}/{tab}; the first is the profile's default tab. */
export const PROFILE_TABS = ['playlists', 'tracks', 'albums', 'artists', 'reposts', 'followers', 'following'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

export const DEFAULT_PROFILE_TAB: ProfileTab = 'playlists';

export function profileTabLabel(tab: ProfileTab): string {
  switch (tab) {
    case 'playlists':
      return trans('Playlists');
    case 'tracks':
      return trans('Liked tracks');
    case 'albums':
      return trans('Liked albums');
    case 'artists':
      return trans('Artists');
    case 'reposts':
      return trans('Reposts');
    case 'followers':
      return trans('Followers');
    case 'following':
      return trans('Following');
  }
}
