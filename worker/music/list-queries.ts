import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { albums, artists, genres, tags, tracks } from '../../db/music-catalog';
import { playlists } from '../../db/music-social';
import { users } from '../../db/users';
import { trackColumns } from './select/track-select';
import { albumColumns } from './select/album-select';
import { artistColumns } from './select/artist-select';
import { playlistColumns } from './select/playlist-select';
import { genreColumns, tagColumns } from './select/taxonomy-select';
import { namedColumns } from './select/named-columns';

// The FROM part of each list, with the column set its mapper expects; callers
// add joins, WHERE, ORDER and LIMIT, so every list loads in one statement.


export const selectTracks = (db: Db) => db.select(trackColumns).from(tracks).leftJoin(albums, eq(albums.id, tracks.album_id));

export const selectAlbums = (db: Db) => db.select(namedColumns(albumColumns)).from(albums);

export const selectArtists = (db: Db) => db.select(artistColumns).from(artists);

export const selectPlaylists = (db: Db) => db.select(playlistColumns).from(playlists).innerJoin(users, eq(users.id, playlists.owner_id));

export const selectGenres = (db: Db) => db.select(genreColumns).from(genres);

export const selectTags = (db: Db) => db.select(tagColumns).from(tags);
