import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { setBootstrap } from '../../client/bootstrap/bootstrap-store';
import { UploadPage } from '../../client/backstage/upload-page';
import { peaksOf } from '../../client/backstage/waveform';
import type { FileEntryPayload } from '../../client/uploads/file-entry-payload';
import { createUploadQueue } from '../../client/uploads/upload-queue-store';
import type { UploadDriver } from '../../client/uploads/drivers/upload-driver';
import { ToastArea } from '../../client/ui/toast/toast-area';
import { makeBootstrap, makeUser } from './fixtures/bootstrap-fixture';
import { makeTrack } from './fixtures/catalog-fixtures';
import { fail, stubFetch } from './fixtures/fetch-stub';
import { renderWithRouter } from './fixtures/render-with-router';

const entryFor = (file: File, id: number, metadata: FileEntryPayload['metadata']): FileEntryPayload => ({
  id,
  url: `/api/v1/file-entries/${id}/download`,
  file_size: file.size,
  name: file.name,
  mime: file.type,
  updated_at: '2026-01-01T00:00:00.000Z',
  extension: 'mp3',
  path: '',
  metadata,
});

/** The real queue with a fake network driver: each file "uploads" at once with the metadata the server would parse. */
function fakeQueue(metadataByName: Record<string, FileEntryPayload['metadata']>) {
  let id = 40;
  const driver: UploadDriver = async (job) => {
    job.onProgress(job.file.size);
    return entryFor(job.file, ++id, metadataByName[job.file.name] ?? null);
  };
  return createUploadQueue({
    drivers: { plain: driver, tus: driver, s3Multipart: driver, s3Presign: driver },
    settings: () => ({ chunkedEnabled: false, directS3Enabled: false }),
  });
}

const audio = (name: string) => new File([new Uint8Array(64)], name, { type: 'audio/mpeg' });

async function uploadFiles(files: File[], metadata: Record<string, FileEntryPayload['metadata']>) {
  const queue = fakeQueue(metadata);
  const view = await renderWithRouter(
    <>
      <UploadPage queue={queue} />
      <ToastArea />
    </>,
    { path: '/backstage/upload' },
  );
  const input = document.querySelector<HTMLInputElement>('input[type="file"][multiple]')!;
  await userEvent.upload(input, files);
  return view;
}

beforeEach(() => setBootstrap(makeBootstrap({ user: makeUser() })));

describe('/backstage/upload publish forms', () => {
  it('prefills a form per uploaded file from its parsed metadata', async () => {
    stubFetch({});
    await uploadFiles([audio('01-sunrise.mp3'), audio('review-tone.mp3')], {
      '01-sunrise.mp3': { title: 'Sunrise', artists: ['Daft Punk', 'Pharrell'], album: 'Morning', track_number: 3, genre: 'House', duration_ms: 1000 },
    });

    const tagged = await screen.findByRole('form', { name: 'Publish 01-sunrise.mp3' });
    expect(within(tagged).getByLabelText('Title')).toHaveValue('Sunrise');
    expect(within(tagged).getByLabelText('Artists')).toHaveValue('Daft Punk, Pharrell');
    expect(within(tagged).getByLabelText('Genres')).toHaveValue('House');
    expect(within(tagged).getByLabelText('Track number')).toHaveValue('3');
    // Without tags, the file name stands in for the title, in title case (issue 26).
    const untagged = await screen.findByRole('form', { name: 'Publish review-tone.mp3' });
    expect(within(untagged).getByLabelText('Title')).toHaveValue('Review Tone');
  });

  it('publishes with the file entry, then links to the track', async () => {
    const track = makeTrack({ id: 91, name: 'Sunrise (Edit)' });
    const api = stubFetch({ 'POST /api/v1/backstage/tracks': { track: { ...track, genres: [], tags: [], has_lyrics: false, waveform: null, description: null, release_date: null } } });
    await uploadFiles([audio('01-sunrise.mp3')], { '01-sunrise.mp3': { title: 'Sunrise', artists: ['Daft Punk'], genre: 'House' } });

    const form = await screen.findByRole('form', { name: 'Publish 01-sunrise.mp3' });
    const title = within(form).getByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Sunrise (Edit)');
    await userEvent.type(within(form).getByLabelText('Tags'), 'summer, chill');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));

    // The card and the success toast both link to the new track.
    const links = await screen.findAllByRole('link', { name: 'Open track' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/track/91/sunrise-edit', '/track/91/sunrise-edit']);
    expect(api.sent('POST /api/v1/backstage/tracks')[0].body).toEqual({
      name: 'Sunrise (Edit)',
      file_entry_id: 41,
      artists: ['Daft Punk'],
      genres: ['House'],
      tags: ['summer', 'chill'],
      number: null,
      album_id: null,
      description: '',
      lyrics: '',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Sunrise (Edit) is published.');
  });

  it("picks the user's album named in the file's tags, and publishes onto it", async () => {
    const track = makeTrack({ id: 92, name: 'Sunrise' });
    const api = stubFetch({
      'GET /api/v1/backstage/albums': { albums: [{ id: 7, name: 'Evening' }, { id: 8, name: 'morning ' }] },
      'POST /api/v1/backstage/tracks': { track: { ...track, genres: [], tags: [], has_lyrics: false, waveform: null, description: null, release_date: null } },
    });
    await uploadFiles([audio('01-sunrise.mp3'), audio('02-noon.mp3')], {
      '01-sunrise.mp3': { title: 'Sunrise', album: 'Morning', track_number: 1 },
      '02-noon.mp3': { title: 'Noon', album: 'Lunch' },
    });
    const form = await screen.findByRole('form', { name: 'Publish 01-sunrise.mp3' });
    // Matched by name, whatever the case and spacing.
    await waitFor(() => expect(within(form).getByLabelText('Album')).toHaveValue('8'));
    expect(within(form).getByRole('option', { name: 'Evening' })).toBeInTheDocument();
    // No album of the user's is called "Lunch": none is picked.
    expect(within(await screen.findByRole('form', { name: 'Publish 02-noon.mp3' })).getByLabelText('Album')).toHaveValue('');

    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(api.sent('POST /api/v1/backstage/tracks')).toHaveLength(1));
    expect(api.sent('POST /api/v1/backstage/tracks')[0].body).toMatchObject({ name: 'Sunrise', album_id: 8, number: 1 });
  });

  it('shows the server’s field errors on the form', async () => {
    stubFetch({ 'POST /api/v1/backstage/tracks': fail(422, { message: 'Invalid', errors: { name: ['The name must not be greater than 255 characters.'] } }) });
    await uploadFiles([audio('a.mp3')], {});
    const form = await screen.findByRole('form', { name: 'Publish a.mp3' });
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByText('The name must not be greater than 255 characters.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByLabelText('Title')).toHaveFocus());
  });
});

describe('waveform peaks', () => {
  it('scales the loudest slice to 1 and keeps the requested count', () => {
    const left = Float32Array.from({ length: 1000 }, (_, i) => (i < 500 ? 0.25 : -0.5));
    const peaks = peaksOf([left], 10);
    expect(peaks).toHaveLength(10);
    expect(peaks.slice(0, 5)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
    expect(peaks.slice(5)).toEqual([1, 1, 1, 1, 1]);
    expect(peaksOf([new Float32Array(0)])).toEqual([]);
  });
});
