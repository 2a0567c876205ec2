import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { BadgeCheck, Disc3, Pencil, Upload } from 'lucide-react';
import { useBootstrap } from '../bootstrap/bootstrap-store';
import { useTrans } from '../i18n/trans';
import { InsightsLink } from '../insights/insights-link';
import { artistPath } from '../routing/slug';
import { buttonStyles } from '../ui/button-styles';
import { Spinner } from '../ui/spinner';
import { mayRequest } from './backstage-access';
import { useOwnAlbums } from './own-albums-query';
import { useManagedArtists, useOwnTracks } from './own-catalog-queries';

type Row = { id: number; name: string };

/** One list of the user's things, each with its way to edit and to its insights. */
function OwnList<T extends Row>({ title, query, empty, render }: { title: string; query: { data?: T[]; isPending: boolean; isError: boolean }; empty: string; render: (row: T) => ReactNode }) {
  const trans = useTrans();
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-bold">{title}</h2>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-muted">
          {trans('There was an issue loading this page')}
        </p>
      ) : !query.data?.length ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-divider rounded-xl border border-divider bg-paper">
          {query.data.map((row) => (
            <li key={row.id} className="flex flex-wrap items-center gap-2 px-4 py-3">
              {render(row)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /backstage (issue 26): where the account menu, the sidebar and the mobile
 * nav lead publishers. Upload, a new album, requests, and the user's artists,
 * albums and tracks, each with its edit and insights pages.
 */
export function BackstageHomePage() {
  const trans = useTrans();
  const data = useBootstrap();
  const artists = useManagedArtists();
  const albums = useOwnAlbums();
  const tracks = useOwnTracks();
  const name = (text: string) => <span className="min-w-0 flex-1 truncate text-sm font-semibold">{text}</span>;

  return (
    <div className="flex w-full max-w-4xl flex-col gap-8 py-6">
      <header className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-bold">{trans('Backstage')}</h1>
          <p className="text-muted">{trans('Publish your music, edit your artist profile and see your insights.')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/backstage/upload" className={buttonStyles({ variant: 'primary' })}>
            <Upload aria-hidden="true" className="size-4" />
            {trans('Upload tracks')}
          </Link>
          <Link to="/backstage/albums/new" className={buttonStyles({ variant: 'outline' })}>
            <Disc3 aria-hidden="true" className="size-4" />
            {trans('New album')}
          </Link>
          {mayRequest(data) && (
            <Link to="/backstage/requests" className={buttonStyles({ variant: 'outline' })}>
              <BadgeCheck aria-hidden="true" className="size-4" />
              {trans('Backstage requests')}
            </Link>
          )}
        </div>
      </header>
      <OwnList
        title={trans('Your artists')}
        query={artists}
        empty={trans('You do not manage an artist yet. Ask to become, claim or verify one in backstage requests.')}
        render={(artist) => (
          <>
            <Link to={artistPath(artist)} className="min-w-0 flex-1 truncate text-sm font-semibold hover:underline">
              {artist.name}
            </Link>
            <Link to="/backstage/artists/$artistId/edit" params={{ artistId: artist.id }} aria-label={trans('Edit :name', { name: artist.name })} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {trans('Edit')}
            </Link>
            <InsightsLink type="artist" id={artist.id} area="backstage" />
          </>
        )}
      />
      <OwnList
        title={trans('Your albums')}
        query={albums}
        empty={trans('No albums yet.')}
        render={(album) => (
          <>
            {name(album.name)}
            <Link to="/backstage/albums/$albumId/edit" params={{ albumId: String(album.id) }} aria-label={trans('Edit :name', { name: album.name })} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {trans('Edit')}
            </Link>
            <InsightsLink type="album" id={album.id} area="backstage" />
          </>
        )}
      />
      <OwnList
        title={trans('Your tracks')}
        query={tracks}
        empty={trans('No tracks yet.')}
        render={(track) => (
          <>
            {name(track.name)}
            <Link to="/backstage/tracks/$trackId/edit" params={{ trackId: String(track.id) }} aria-label={trans('Edit :name', { name: track.name })} className={buttonStyles({ variant: 'outline', size: 'sm' })}>
              <Pencil aria-hidden="true" className="size-4" />
              {trans('Edit')}
            </Link>
            <InsightsLink type="track" id={track.id} area="backstage" />
          </>
        )}
      />
    </div>
  );
}
