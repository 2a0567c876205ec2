import { useRef } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, Sparkles } from 'lucide-react';
import type { PlaylistPayload } from '../../../worker/music/music-types';
import { ApiError } from '../../http/api-client';
import { fieldErrors, showErrorToast } from '../../http/server-errors';
import { useTrans } from '../../i18n/trans';
import { playlistPath } from '../../routing/slug';
import { buttonStyles } from '../../ui/button-styles';
import { openDialog } from '../../ui/dialog/dialog-store';
import { toast } from '../../ui/toast/toast-store';
import { importNsp } from './nsp-file';
import { SmartPlaylistDialog } from './smart-playlist-dialog';

/** Opens the rule editor for a new smart playlist, then its page. */
export function NewSmartPlaylistButton() {
  const trans = useTrans();
  const navigate = useNavigate();
  const create = async () => {
    const playlist = await openDialog<PlaylistPayload>(SmartPlaylistDialog, {});
    if (!playlist) return;
    toast(trans('Smart playlist created'));
    void navigate({ to: playlistPath(playlist) });
  };
  return (
    <button type="button" onClick={() => void create()} className={buttonStyles({ variant: 'outline', className: 'pl-4' })}>
      <Sparkles className="size-4" aria-hidden="true" />
      {trans('New smart playlist')}
    </button>
  );
}

/** Picks a Navidrome .nsp file and imports it as a private smart playlist; a bad rule's message (with its path) shows in a toast. */
export function ImportNspButton() {
  const trans = useTrans();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const onFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const playlist = await importNsp(file);
      void queryClient.invalidateQueries({ queryKey: ['library'] });
      toast(trans('Smart playlist imported'));
      void navigate({ to: playlistPath(playlist) });
    } catch (error) {
      const [first] = Object.entries(fieldErrors(error));
      if (first) toast.danger(`${trans(first[1])} (${first[0]})`);
      else if (error instanceof ApiError && error.status === 422) toast.danger(trans(error.message));
      else showErrorToast(error);
    } finally {
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <button type="button" onClick={() => input.current?.click()} className={buttonStyles({ variant: 'ghost', className: 'pl-4' })}>
        <FileUp className="size-4" aria-hidden="true" />
        {trans('Import .nsp')}
      </button>
      <input
        ref={input}
        type="file"
        accept=".nsp,application/json"
        className="sr-only"
        tabIndex={-1}
        aria-label={trans('Smart playlist file (.nsp)')}
        data-testid="nsp-file-input"
        onChange={(event) => void onFile(event.target.files?.[0])}
      />
    </>
  );
}
