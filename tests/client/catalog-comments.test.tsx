import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { CommentsSection } from '../../client/catalog/comments/comments-section';
import { DialogHost } from '../../client/ui/dialog/dialog-host';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeComment, page } from './fixtures/catalog-fixtures';
import { stubFetch, type StubRequest } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const signIn = (permissions: string[]) =>
  setBootstrap(makeBootstrap({ user: makeUser({ permissions: permissions.map((name) => ({ name, restrictions: [] })) }) }));

const top = makeComment({ id: 1, content: 'What a voice', position: 83, replies_count: 1 });
const reply = makeComment({ id: 2, content: 'Agreed', parent_id: 1, user: { id: 7, name: 'Ada Lovelace', image: null } });

/** Top-level comments, or the replies of ?parent_id=. */
const comments = ({ query }: StubRequest) => (query.get('parent_id') === '1' ? page([reply]) : page([top]));

const renderComments = () =>
  renderWithRouter(
    <>
      <CommentsSection commentable={{ type: 'track', id: 4 }} position={() => 83} />
      <DialogHost />
    </>,
  );

describe('CommentsSection', () => {
  it('asks guests to log in and lists comments with their moment in the track', async () => {
    const api = stubFetch({ 'GET /api/v1/comments': comments });
    await renderComments();
    expect(await screen.findByText('What a voice')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in to comment' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('at 1:23')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    const query = api.sent('GET /api/v1/comments')[0].query;
    expect(Object.fromEntries(query)).toEqual({ commentable_type: 'track', commentable_id: '4', page: '1' });
  });

  it('hides the form from users without comments.create', async () => {
    signIn(['music.view']);
    stubFetch({ 'GET /api/v1/comments': comments });
    await renderComments();
    await screen.findByText('What a voice');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByText('Log in to comment')).not.toBeInTheDocument();
  });

  it('posts a comment pinned to the playback position, then reloads the list', async () => {
    signIn(['comments.create']);
    const api = stubFetch({
      'GET /api/v1/comments': comments,
      'POST /api/v1/comments': ({ body }: StubRequest) => ({ comment: makeComment({ id: 3, ...(body as object) }) }),
    });
    await renderComments();
    await screen.findByText('What a voice');

    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByText('Write something first.')).toBeInTheDocument();
    expect(api.sent('POST /api/v1/comments')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Goosebumps');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(api.sent('POST /api/v1/comments')).toHaveLength(1));
    expect(api.sent('POST /api/v1/comments')[0].body).toEqual({ commentable_type: 'track', commentable_id: 4, content: 'Goosebumps', position: 83 });
    await waitFor(() => expect(api.sent('GET /api/v1/comments')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  it('expands replies and posts a reply to the thread', async () => {
    signIn(['comments.create']);
    const api = stubFetch({
      'GET /api/v1/comments': comments,
      'POST /api/v1/comments': { comment: makeComment({ id: 5, parent_id: 1 }) },
    });
    await renderComments();
    const thread = (await screen.findByText('What a voice')).closest('li')!;

    await userEvent.click(within(thread).getByRole('button', { name: 'View 1 reply' }));
    expect(await within(thread).findByText('Agreed')).toBeInTheDocument();
    expect(api.sent('GET /api/v1/comments').some((request) => request.query.get('parent_id') === '1')).toBe(true);

    await userEvent.click(within(thread).getByRole('button', { name: 'Reply' }));
    const form = within(thread).getByRole('textbox', { name: 'Write a reply' }).closest('form')!;
    await userEvent.type(within(form).getByRole('textbox'), 'Me too');
    await userEvent.click(within(form).getByRole('button', { name: 'Reply' }));
    await waitFor(() => expect(api.sent('POST /api/v1/comments')).toHaveLength(1));
    expect(api.sent('POST /api/v1/comments')[0].body).toEqual({ commentable_type: 'track', commentable_id: 4, content: 'Me too', parent_id: 1, position: 83 });
  });

  it('lets the author delete their own comment after confirming', async () => {
    signIn(['comments.create']);
    const api = stubFetch({ 'GET /api/v1/comments': comments, 'DELETE /api/v1/comments/2': {} });
    await renderComments();
    const thread = (await screen.findByText('What a voice')).closest('li')!;
    // Only the reply is Ada's own.
    expect(within(thread).queryAllByRole('button', { name: 'Delete' })).toHaveLength(0);
    await userEvent.click(within(thread).getByRole('button', { name: 'View 1 reply' }));
    const own = (await within(thread).findByText('Agreed')).closest('li')!;

    await userEvent.click(within(own).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete comment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.sent('DELETE /api/v1/comments/2')).toHaveLength(1));
  });

  it('loads the next page on "Load more"', async () => {
    const api = stubFetch({
      'GET /api/v1/comments': ({ query }: StubRequest) =>
        query.get('page') === '2' ? page([makeComment({ id: 9, content: 'Older' })], { current: 2, last: 2 }) : page([top], { last: 2 }),
    });
    await renderComments();
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Older')).toBeInTheDocument();
    expect(screen.getByText('What a voice')).toBeInTheDocument();
    expect(api.sent('GET /api/v1/comments').map((request) => request.query.get('page'))).toEqual(['1', '2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
