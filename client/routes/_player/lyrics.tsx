import { createFileRoute } from '@tanstack/react-router';
import { LyricsPage } from '../../player/lyrics/lyrics-page';

/** SPEC.md section 2: /lyrics, a public player route showing the current track's lyrics. */
export const Route = createFileRoute('/_player/lyrics')({
  component: LyricsPage,
});
