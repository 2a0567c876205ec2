import { Link } from '@tanstack/react-router';
import { useBootstrap } from '../../bootstrap/bootstrap-store';
import { useTrans } from '../../i18n/trans';
import { FollowButton } from '../../music/library/follow-button';
import { userPath } from '../../routing/slug';
import { avatarColor, initials } from '../../ui/avatar';
import { Dot, MediaHeader } from '../media-header';
import { ShareButton } from '../share-button';
import { useFormatters } from '../use-formatters';
import type { ProfileUser } from './user-profile-query';

/** Picture, name, follower counts (linking to those tabs) and Follow, which one's own profile has not. */
export function UserProfileHeader({ user }: { user: ProfileUser }) {
  const trans = useTrans();
  const format = useFormatters();
  const me = useBootstrap().user;
  const base = userPath(user);
  const followersPath: string = `${base}/followers`;
  const followingPath: string = `${base}/following`;
  return (
    <MediaHeader
      image={user.image}
      round
      picture={
        user.image ? undefined : (
          <span
            aria-hidden="true"
            style={{ backgroundColor: avatarColor(user.name) }}
            className="flex size-44 shrink-0 select-none items-center justify-center rounded-full text-6xl font-bold text-white shadow-xl sm:size-52 lg:size-60"
          >
            {initials(user.name)}
          </span>
        )
      }
      kicker={trans('Profile')}
      title={user.name}
      meta={
        <>
          <Link to={followersPath} className="hover:text-fg hover:underline">
            {trans(':count followers', { count: format.number(user.followers_count) })}
          </Link>
          <Dot />
          <Link to={followingPath} className="hover:text-fg hover:underline">
            {trans(':count following', { count: format.number(user.following_count) })}
          </Link>
        </>
      }
      actions={
        <>
          {me?.id !== user.id && <FollowButton type="user" id={user.id} />}
          <ShareButton path={base} title={user.name} />
        </>
      }
    />
  );
}
