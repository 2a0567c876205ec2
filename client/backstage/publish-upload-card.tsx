import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import type { TrackDetailPayload } from '../../worker/music/music-types';
import { applyServerErrors } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { trackPath } from '../routing/slug';
import { toast } from '../ui/toast/toast-store';
import type { UploadQueue } from '../uploads/upload-queue-store';
import type { UploadItem } from '../uploads/upload-types';
import { useSaveTrack } from './save-track';
import { TrackForm } from './track-form';
import { toTrackInput, trackFormFromEntry } from './track-form-schema';
import { computeWaveform } from './waveform';
import { LoudnessStatusLine } from './loudness/loudness-status';
import { useBrowserLoudness } from './loudness/use-browser-loudness';

/**
 * One uploaded file: once its upload completes, a form prefilled from the
 * file's tags, and Publish (POST backstage/tracks with the file entry and
 * the waveform computed here in the browser); then the file's loudness,
 * measured here when the server cannot (docs/decisions/028).
 */
export function PublishUploadCard({ item, queue }: { item: UploadItem; queue?: UploadQueue }) {
  const trans = useTrans();
  const save = useSaveTrack();
  const [published, setPublished] = useState<TrackDetailPayload | null>(null);
  const [preparing, setPreparing] = useState(false);
  const loudness = useBrowserLoudness();
  const { entry } = item;

  if (published) {
    return (
      <section aria-label={item.file.name} className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-fg/10 p-4">
        <div className="flex flex-col gap-1">
          <p>{trans(':name is published.', { name: published.name })}</p>
          <LoudnessStatusLine status={loudness.status} />
        </div>
        <Link to={trackPath(published)} className="font-semibold text-primary hover:underline">
          {trans('Open track')}
        </Link>
      </section>
    );
  }
  if (item.status !== 'completed' || !entry) return null;

  return (
    <section aria-label={item.file.name} className="rounded-xl border border-fg/10 p-4">
      <h2 className="mb-4 truncate text-base font-semibold">{item.file.name}</h2>
      <TrackForm
        aria-label={trans('Publish :name', { name: item.file.name })}
        defaultValues={trackFormFromEntry(entry, item.file.name)}
        image={entry.metadata?.cover_url ?? null}
        albumHint={entry.metadata?.album}
        submitLabel={trans('Publish')}
        pending={preparing || save.isPending}
        queue={queue}
        onSubmit={async (values, form) => {
          setPreparing(true);
          const waveform = await computeWaveform(item.file);
          setPreparing(false);
          save.mutate(
            { ...toTrackInput(values), file_entry_id: entry.id, ...(waveform && { waveform }) },
            {
              onSuccess: (track) => {
                setPublished(track);
                void loudness.measure(track.id, item.file);
                toast.positive(trans(':name is published.', { name: track.name }), { action: { label: 'Open track', action: trackPath(track) } });
              },
              onError: (error) => applyServerErrors(error, form),
            },
          );
        }}
      />
    </section>
  );
}
