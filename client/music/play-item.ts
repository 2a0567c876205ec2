import type { AlbumPayload, ArtistPayload, PlaylistPayload, TrackPayload } from '../../worker/music/music-types';
import { apiClient } from '../http/api-client';
import { player } from '../player/player-store';

export type PlayableItem = TrackPayload | AlbumPayload | ArtistPayload | PlaylistPayload;

/** The tracks an album, artist (popular tracks) or playlist plays, in order. */
export async function tracksOf(item: PlayableItem): Promise<TrackPayload[]> {
  switch (item.model_type) {
    case 'track':
      return [item];
    case 'album':
      return (await apiClient.get<{ tracks: TrackPayload[] }>(`albums/${item.id}`)).tracks;
    case 'artist':
      return (await apiClient.get<{ top_tracks: TrackPayload[] }>(`artists/${item.id}`)).top_tracks;
    case 'playlist':
      return (await apiClient.get<{ tracks: TrackPayload[] }>(`playlists/${item.id}`)).tracks;
  }
}

/** Replaces the queue with the item's tracks and starts the first. */
export async function playItem(item: PlayableItem): Promise<void> {
  const tracks = await tracksOf(item);
  player.playTracks(tracks, 0, { type: item.model_type, id: item.id, name: item.name });
}
