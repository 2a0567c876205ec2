import { openDialog } from '../../ui/dialog/dialog-store';

/** Opens the playback settings; the dialog loads in its own chunk, as few listeners open it. */
export const openPlaybackSettings = () =>
  void import('./playback-settings-dialog').then(({ PlaybackSettingsDialog }) => openDialog(PlaybackSettingsDialog, {}));
