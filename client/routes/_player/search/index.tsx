import { createFileRoute } from '@tanstack/react-router';
import { genreCardsQuery } from '../../../search/genres-query';
import { SearchBrowse } from '../../../search/search-browse';

export const Route = createFileRoute('/_player/search/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(genreCardsQuery()).catch(() => undefined),
  component: SearchBrowse,
});
