import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { JamPreview } from '../../worker/jam/jam-types';
import { JamJoinPage } from '../../client/jam/jam-join-page';
import { resetJamState, setJamState } from '../../client/jam/jam-store';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const HERE = 'HJKMNPQRST';
const ELSEWHERE = '23456789AB';

const preview: JamPreview = {
  code: HERE,
  host: { id: 2, name: 'Nina', image: null },
  listeners: [{ id: 2, name: 'Nina', image: null }],
  listener_count: 1,
  full: false,
  now_playing: null,
};

afterEach(() => resetJamState());

describe('JamJoinPage', () => {
  it('leaves the Jam the listener is in before joining another, so it no longer counts them', async () => {
    setBootstrap(makeBootstrap({ user: makeUser({ id: 7 }) }));
    setJamState({ code: ELSEWHERE, status: 'live' });
    const network = stubFetch({
      [`GET /api/v1/jams/${HERE}/preview`]: { preview },
      [`POST /api/v1/jams/${ELSEWHERE}/leave`]: {},
      // Refused, so the page stays and no socket opens in this test.
      [`POST /api/v1/jams/${HERE}/join`]: fail(409, { message: 'This Jam is full.' }),
    });
    await renderWithRouter(<JamJoinPage code={HERE} />);
    await userEvent.click(await screen.findByRole('button', { name: /Join/ }));
    await waitFor(() => expect(network.sent(`POST /api/v1/jams/${HERE}/join`)).toHaveLength(1));
    const order = network.requests.map((request) => `${request.method} ${request.path}`).filter((key) => key.startsWith('POST'));
    expect(order).toEqual([`POST /api/v1/jams/${ELSEWHERE}/leave`, `POST /api/v1/jams/${HERE}/join`]);
  });
});
