import type { Context } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../../types';
import { albumPath, playlistPath, trackPath, userPath } from '../../../client/routing/slug';
import { playlists, type CommentableType, type FollowableType } from '../../../db/music-social';
import { notifyFromRequest } from '../notify-users';
import { loadCatalogItem } from './release';
import { excerpt, keyLine, textLine } from '../notification-lines';
import type { NewNotification } from '../store-notifications';

type Person = { id: number; name: string; image: string | null };
type Item = { id: number; name: string; artist?: string | null };

/** Someone started following the reader (SPEC: follows of users). */
export function userFollowNotification(follower: Person): NewNotification {
  return {
    type: 'follow.user',
    data: {
      image: follower.image,
      lines: [keyLine(':name started following you', { name: follower.name }, { type: 'primary' })],
      mainAction: { action: userPath(follower), label: 'View profile' },
    },
  };
}

/** Someone started following a playlist the reader owns. */
export function playlistFollowNotification(follower: Person, playlist: { id: number; name: string }): NewNotification {
  return {
    type: 'follow.playlist',
    data: {
      image: follower.image,
      lines: [keyLine(':name started following your playlist :playlist', { name: follower.name, playlist: playlist.name }, { type: 'primary' })],
      mainAction: { action: playlistPath(playlist), label: 'Open playlist' },
    },
  };
}

/** Someone replied to the reader's comment on a track or album; the reply's first words follow. */
export function commentReplyNotification(author: Person, itemType: CommentableType, item: Item, reply: string): NewNotification {
  const path = itemType === 'track' ? trackPath(item) : albumPath({ ...item, artists: [{ name: item.artist ?? '' }] });
  return {
    type: 'comment.reply',
    data: {
      image: author.image,
      lines: [
        keyLine(':name replied to your comment on :item', { name: author.name, item: item.name }, { type: 'primary' }),
        textLine(excerpt(reply), { type: 'secondary' }),
      ],
      mainAction: { action: path, label: 'View comment' },
    },
  };
}

/** After a new follow (not a repeated one): the followed user, or the playlist's owner, hears of it. Following an artist notifies nobody. */
export async function notifyFollow(c: Context<AppEnv>, type: FollowableType, id: number): Promise<void> {
  const follower = c.get('user')!;
  if (type === 'user') return notifyFromRequest(c, [id], userFollowNotification(follower));
  if (type !== 'playlist') return;
  const [playlist] = await c.get('db').select({ name: playlists.name, owner_id: playlists.owner_id }).from(playlists).where(eq(playlists.id, id)).limit(1);
  if (playlist && playlist.owner_id !== follower.id)
    await notifyFromRequest(c, [playlist.owner_id], playlistFollowNotification(follower, { id, name: playlist.name }));
}

/** After a reply: the author of the comment replied to hears of it, unless they replied to themselves. */
export async function notifyCommentReply(c: Context<AppEnv>, parentAuthorId: number, itemType: CommentableType, itemId: number, reply: string): Promise<void> {
  const author = c.get('user')!;
  if (parentAuthorId === author.id) return;
  const item = await loadCatalogItem(c.get('db'), { kind: itemType, id: itemId });
  if (item) await notifyFromRequest(c, [parentAuthorId], commentReplyNotification(author, itemType, { id: itemId, ...item }, reply));
}
