import { useTrans } from '../../i18n/trans';
import { PageLoading, QueryError } from '../../music/query-states';
import { tagPath } from '../../routing/slug';
import { ChipLinks } from '../chip-links';
import { CommentsSection } from '../comments/comments-section';
import { genrePath } from '../genre-path';
import { useDocumentTitle } from '../use-document-title';
import { TrackHeader } from './track-header';
import { TrackLyrics } from './track-lyrics';
import { playbackPositionIn } from './track-position';
import { useTrack } from './track-query';

/** /track/{trackId}/{trackName}. */
export function TrackPage({ trackId }: { trackId: number }) {
  const trans = useTrans();
  const { data: track, isPending, error, refetch } = useTrack(trackId);
  useDocumentTitle(track ? `${track.name} - ${track.artists.map((a) => a.name).join(', ')}` : trans('Track'));
  if (isPending) return <PageLoading />;
  if (error) return <QueryError error={error} onRetry={() => void refetch()} />;
  const chips = [
    ...track.genres.map((genre) => ({ key: `genre-${genre.id}`, label: genre.display_name, to: genrePath(genre) })),
    ...track.tags.map((tag) => ({ key: `tag-${tag.id}`, label: tag.display_name, to: tagPath(tag) })),
  ];
  return (
    <div>
      <TrackHeader track={track} />
      <div className="flex flex-col gap-4">
        <ChipLinks label={trans('Genres and tags')} items={chips} />
        {track.description && <p className="max-w-3xl whitespace-pre-line text-sm leading-relaxed text-fg/90">{track.description}</p>}
      </div>
      <TrackLyrics trackId={track.id} hasLyrics={track.has_lyrics} />
      <CommentsSection commentable={{ type: 'track', id: track.id }} position={() => playbackPositionIn(track.id)} />
    </div>
  );
}
