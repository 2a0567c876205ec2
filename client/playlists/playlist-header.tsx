import { Link } from '@tanstack/react-router';
import type { PlaylistPayload } from '../../worker/music/music-types';
import { useTrans } from '../i18n/trans';
import { userPath } from '../routing/slug';
import { Avatar } from '../ui/avatar';
import { formatTotalLength } from './format-total-length';
import { PlaylistCover } from '../music/playlist-cover';

/** Cover, kind, name, description, owner, track count, length and followers. */
export function PlaylistHeader({ playlist }: { playlist: PlaylistPayload }) {
  const trans = useTrans();
  const kind = playlist.public ? trans('Public playlist') : trans('Private playlist');
  const facts = [
    playlist.tracks_count === 1 ? trans('1 track') : trans(':count tracks', { count: playlist.tracks_count }),
    playlist.tracks_count > 0 && formatTotalLength(trans, playlist.duration),
    playlist.followers_count === 1 ? trans('1 follower') : trans(':count followers', { count: playlist.followers_count }),
  ].filter(Boolean);

  return (
    <header className="flex flex-col items-center gap-5 text-center md:flex-row md:items-end md:gap-6 md:text-left">
      <PlaylistCover playlist={playlist} className="w-44 shrink-0 shadow-2xl md:w-56" />
      <div className="flex min-w-0 flex-col gap-2">
        <p className="text-xs font-bold uppercase tracking-wider text-muted">
          {kind}
          {playlist.collaborative && ` · ${trans('Collaborative')}`}
          {playlist.rules && ` · ${trans('Smart')}`}
        </p>
        <h1 className="break-words text-3xl font-black md:text-5xl">{playlist.name}</h1>
        {playlist.description && <p className="line-clamp-3 whitespace-pre-line text-sm text-muted">{playlist.description}</p>}
        <p className="flex flex-wrap items-center justify-center gap-x-1.5 gap-y-1 text-sm md:justify-start">
          <Avatar name={playlist.owner.name} image={playlist.owner.image} size="sm" />
          <Link to={userPath(playlist.owner)} className="font-semibold text-fg hover:underline">
            {playlist.owner.name}
          </Link>
          {facts.map((fact) => (
            <span key={String(fact)} className="text-muted">
              <span aria-hidden="true">· </span>
              {fact}
            </span>
          ))}
        </p>
      </div>
    </header>
  );
}
