import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { applyServerErrors } from '../http/server-errors';
import { useTrans } from '../i18n/trans';
import { InsightsLink } from '../insights/insights-link';
import { trackPath } from '../routing/slug';
import { toast } from '../ui/toast/toast-store';
import type { UploadQueue } from '../uploads/upload-queue-store';
import type { BackstageTrack } from './backstage-api-types';
import { AudioFileField, type UploadedAudio } from './audio-file-field';
import { useSaveTrack } from './save-track';
import { TrackForm } from './track-form';
import { emptyTrackForm, toTrackInput, trackFormFromTrack } from './track-form-schema';
import { computeWaveform } from './waveform';
import { LoudnessStatusLine } from './loudness/loudness-status';
import { useBrowserLoudness } from './loudness/use-browser-loudness';

type TrackEditorPageProps = {
  track?: BackstageTrack;
  queue?: UploadQueue;
  /** Where a new track goes once published (its backstage edit page unless told; the admin pages open theirs). */
  onCreated?: (trackId: number) => void;
};

/** /backstage/tracks/new and /backstage/tracks/$trackId/edit; also /admin/tracks/new and edit (issue 15). */
export function TrackEditorPage({ track, queue, onCreated }: TrackEditorPageProps) {
  const trans = useTrans();
  const navigate = useNavigate();
  const openCreated = onCreated ?? ((trackId: number) => void navigate({ to: '/backstage/tracks/$trackId/edit', params: { trackId: String(trackId) } }));
  const save = useSaveTrack(track?.id);
  const [audio, setAudio] = useState<UploadedAudio | null>(null);
  const [preparing, setPreparing] = useState(false);
  const loudness = useBrowserLoudness();

  return (
    <div className="flex max-w-3xl flex-col gap-6 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{track ? trans('Edit track') : trans('New track')}</h1>
        {track && <InsightsLink type="track" id={track.id} />}
      </div>
      <TrackForm
        defaultValues={track ? trackFormFromTrack(track) : emptyTrackForm}
        image={track?.image ?? null}
        currentAlbum={track?.album ?? null}
        submitLabel={track ? trans('Save') : trans('Publish')}
        pending={preparing || save.isPending}
        queue={queue}
        onSubmit={async (values, form) => {
          const input = toTrackInput(values, track);
          if (audio) {
            setPreparing(true);
            const waveform = await computeWaveform(audio.file);
            setPreparing(false);
            Object.assign(input, { file_entry_id: audio.entryId }, waveform && { waveform });
          }
          save.mutate(input, {
            onSuccess: (saved) => {
              // New audio the server cannot measure is measured here, after the save (docs/decisions/028).
              if (audio) void loudness.measure(saved.id, audio.file);
              toast.positive(track ? trans('Saved') : trans(':name is published.', { name: saved.name }), {
                action: { label: 'Open track', action: trackPath(saved) },
              });
              if (!track) openCreated(saved.id);
            },
            onError: (error) => applyServerErrors(error, form),
          });
        }}
      >
        <AudioFileField
          label={trans('Audio file')}
          current={track?.audio ? trans('Current file (:mime)', { mime: track.audio.mime ?? '' }) : null}
          onUploaded={setAudio}
          queue={queue}
        />
        <LoudnessStatusLine status={loudness.status} />
      </TrackForm>
    </div>
  );
}
