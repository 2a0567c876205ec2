import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTrans } from '../../i18n/trans';
import { apiClient } from '../../http/api-client';
import { applyServerErrors } from '../../http/server-errors';
import { fieldError } from '../../auth/field-error';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { TextAreaField } from '../../ui/text-area-field';
import { SelectField } from '../../ui/select-field';
import { buttonStyles } from '../../ui/button-styles';
import { toast } from '../../ui/toast/toast-store';
import { ADMIN_LIST_KEY } from '../../ui/data-table/use-list-query';
import { formatDuration } from '../../layout/format-duration';
import { LrcPreview } from './lrc-preview';
import { lineAt, stampLine } from './lrc-lines';
import type { AdminLyrics } from './moderation-types';

// The server's rules decide (422 per field); these only shape the form.
const schema = z.object({ track_id: z.string(), text: z.string(), format: z.enum(['auto', 'lrc', 'plain']) });
type Values = z.infer<typeof schema>;

const syncedOf = (format: Values['format']) => (format === 'auto' ? undefined : format === 'lrc');

/**
 * POST lyrics or PUT lyrics/{id}: plain text or LRC, with a preview that
 * plays the track and highlights the line being sung, and a button that
 * stamps the caret's line with the audio's time (how LRC is written by ear).
 */
export function LyricsDialog({ lyrics }: { lyrics?: AdminLyrics }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { track_id: lyrics ? String(lyrics.track_id) : '', text: lyrics?.text ?? '', format: lyrics ? (lyrics.synced ? 'lrc' : 'plain') : 'auto' },
  });
  const audioRef = useRef<HTMLAudioElement>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [time, setTime] = useState(0);
  const text = form.watch('text');
  const trackId = Number(form.watch('track_id'));
  const save = useMutation({
    mutationFn: ({ track_id, text, format }: Values) =>
      lyrics
        ? apiClient.put(`lyrics/${lyrics.id}`, { text, synced: syncedOf(format) })
        : apiClient.post('lyrics', { track_id: Number(track_id) || track_id, text, synced: syncedOf(format) }),
    onSuccess: async () => {
      toast(trans(lyrics ? 'Updated lyrics' : 'Created lyrics'));
      await queryClient.invalidateQueries({ queryKey: [ADMIN_LIST_KEY, 'lyrics'] });
      closeDialog(true);
    },
    onError: (error) => applyServerErrors(error, form),
  });
  const textField = form.register('text');
  const stamp = () => {
    const area = textRef.current;
    const line = lineAt(text, area?.selectionStart ?? 0);
    form.setValue('text', stampLine(text, line, time), { shouldDirty: true });
    form.setValue('format', 'lrc');
    // On to the next line, so pressing again stamps the next lyric as it is sung.
    requestAnimationFrame(() => {
      const next = form.getValues('text').split('\n').slice(0, line + 1).join('\n').length + 1;
      area?.focus();
      area?.setSelectionRange(next, next);
    });
  };
  return (
    <Dialog title={trans(lyrics ? 'Edit lyrics' : 'Add lyrics')} size="xl">
      <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="flex flex-col gap-4">
        {lyrics ? (
          <p className="text-sm text-muted">{lyrics.track ? `${lyrics.track.name} · ${lyrics.track.artists.join(', ')}` : `#${lyrics.track_id}`}</p>
        ) : (
          <TextField {...form.register('track_id')} label={trans('Track id')} inputMode="numeric" autoComplete="off" autoFocus error={fieldError(form, 'track_id', trans)} />
        )}
        <div className="grid gap-4 md:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-3">
            <TextAreaField
              {...textField}
              ref={(el) => {
                textField.ref(el);
                textRef.current = el;
              }}
              label={trans('Lyrics')}
              rows={14}
              spellCheck={false}
              className="font-mono"
              error={fieldError(form, 'text', trans)}
            />
            <SelectField {...form.register('format')} label={trans('Format')} error={fieldError(form, 'format', trans)}>
              <option value="auto">{trans('Decide from the text')}</option>
              <option value="lrc">{trans('LRC (time-tagged)')}</option>
              <option value="plain">{trans('Plain text')}</option>
            </SelectField>
          </div>
          {trackId > 0 ? (
            <div className="flex min-w-0 flex-col gap-3">
              <LrcPreview trackId={trackId} text={text} audioRef={audioRef} onTime={setTime} />
              <button type="button" onClick={stamp} className={buttonStyles({ variant: 'ghost' })}>
                {trans('Stamp the current line at :time', { time: formatDuration(time) })}
              </button>
            </div>
          ) : (
            <p className="text-sm text-muted">{trans('Enter the track id to preview the lyrics against the track.')}</p>
          )}
        </div>
        <div className="mt-2 flex justify-end gap-2">
          <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
            {trans('Cancel')}
          </button>
          <button type="submit" disabled={save.isPending} className={buttonStyles()}>
            {trans(lyrics ? 'Save' : 'Create')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
