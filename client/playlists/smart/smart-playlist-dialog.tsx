import { useMemo, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { PlaylistPayload } from '../../../worker/music/music-types';
import type { SmartRulesJson } from '../../../worker/playlists/smart/smart-fields';
import { apiClient } from '../../http/api-client';
import { applyServerErrors, fieldErrors } from '../../http/server-errors';
import { useTrans } from '../../i18n/trans';
import { buttonStyles } from '../../ui/button-styles';
import { Checkbox } from '../../ui/checkbox';
import { Dialog } from '../../ui/dialog/dialog';
import { closeDialog } from '../../ui/dialog/dialog-store';
import { TextField } from '../../ui/text-field';
import { useDebouncedValue } from '../../ui/use-debounced-value';
import { formatTotalLength } from '../format-total-length';
import { PLAYLIST_NAME_MAX } from '../playlist-constants';
import { storePlaylist } from '../save-playlist';
import { SmartRulesEditor } from './smart-rules-editor';
import { formFromRules, smartRulesObject, toRulesJson, type SmartRulesForm } from './smart-rules-form';
import { useRulesPreview } from './rules-preview-query';

type SmartPlaylistForm = SmartRulesForm & { name: string; public: boolean };

const smartPlaylistSchema = smartRulesObject.extend({
  name: z.string().trim().min(1, 'The name field is required.').max(PLAYLIST_NAME_MAX, `The name must not be greater than ${PLAYLIST_NAME_MAX} characters.`),
  public: z.boolean(),
}) as unknown as z.ZodType<SmartPlaylistForm, SmartPlaylistForm>;

type PlaylistResponse = { playlist: PlaylistPayload };

/** "N tracks match" under the editor, asked again once the form has been still for a moment, only while it checks. */
function MatchCount({ rules }: { rules: SmartRulesJson | null }) {
  const trans = useTrans();
  const preview = useRulesPreview(useDebouncedValue(rules, 400));
  if (!rules || !preview.data) return <p className="min-h-5 text-sm text-muted" aria-live="polite" />;
  const { total, duration } = preview.data;
  return (
    <p className="min-h-5 text-sm text-muted" aria-live="polite" data-testid="smart-match-count">
      {total === 1 ? trans('1 track matches') : trans(':count tracks match', { count: total })}
      {total > 0 && ` · ${formatTotalLength(trans, duration)}`}
    </p>
  );
}

/**
 * Create a smart playlist (name, public, rules), or edit an existing one's
 * rules (`playlist`). Opened with `openDialog<PlaylistPayload>`; resolves with
 * the saved playlist.
 */
export function SmartPlaylistDialog({ playlist }: { playlist?: PlaylistPayload }) {
  const trans = useTrans();
  const queryClient = useQueryClient();
  const form = useForm<SmartPlaylistForm>({
    resolver: zodResolver(smartPlaylistSchema),
    defaultValues: { ...formFromRules(playlist?.rules), name: playlist?.name ?? '', public: playlist?.public ?? true },
  });
  const save = useMutation({
    mutationFn: (values: SmartPlaylistForm) => {
      const rules = toRulesJson(values);
      return (
        playlist
          ? apiClient.put<PlaylistResponse>(`playlists/${playlist.id}`, { rules })
          : apiClient.post<PlaylistResponse>('playlists', { name: values.name, public: values.public, rules })
      ).then((r) => r.playlist);
    },
    onSuccess: (saved) => {
      storePlaylist(queryClient, saved);
      void queryClient.invalidateQueries({ queryKey: ['playlists', saved.id] });
    },
  });
  const values = useWatch({ control: form.control }) as SmartPlaylistForm;
  const checks = smartPlaylistSchema.safeParse({ ...values, name: values.name || 'x' }).success;
  const rules = useMemo(() => (checks ? toRulesJson(values) : null), [checks, values]);
  const { errors } = form.formState;
  // The server's 422 paths inside the rules (`rules.all.0.is.year`) are not the form's rows: shown under the editor.
  const [rulesError, setRulesError] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const rulesMessage = Object.entries(fieldErrors(error)).find(([field]) => field.startsWith('rules'));
    if (rulesMessage) setRulesError(rulesMessage[1]);
    else applyServerErrors(error, form);
  };

  const onSubmit = form.handleSubmit((submitted) => {
    setRulesError(null);
    save.mutate(submitted, { onSuccess: (saved) => closeDialog(saved), onError });
  });

  return (
    <Dialog title={playlist ? trans('Edit rules') : trans('New smart playlist')} size="xl">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          {!playlist && (
            <>
              <TextField
                {...form.register('name')}
                label={trans('Name')}
                autoFocus
                maxLength={PLAYLIST_NAME_MAX}
                placeholder={trans('My smart playlist')}
                error={errors.name?.message ? trans(errors.name.message) : undefined}
              />
              <Checkbox {...form.register('public')}>
                {trans('Public')}
                <span className="block text-xs text-muted">{trans('Anyone can find and listen to a public playlist. Rules on likes and plays use yours.')}</span>
              </Checkbox>
            </>
          )}
          <SmartRulesEditor />
          {rulesError && <p role="alert" className="text-sm text-danger">{trans(rulesError)}</p>}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <MatchCount rules={rules} />
            <div className="flex gap-2">
              <button type="button" onClick={() => closeDialog()} className={buttonStyles({ variant: 'ghost' })}>
                {trans('Cancel')}
              </button>
              <button type="submit" disabled={save.isPending} className={buttonStyles()}>
                {playlist ? trans('Save') : trans('Create')}
              </button>
            </div>
          </div>
        </form>
      </FormProvider>
    </Dialog>
  );
}
