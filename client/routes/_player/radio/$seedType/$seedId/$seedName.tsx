import { createFileRoute } from '@tanstack/react-router';
import { RADIO_SEED_TYPES, radioQuery } from '../../../../../catalog/radio/radio-query';
import { RadioPage } from '../../../../../catalog/radio/radio-page';
import { RouteError } from '../../../../../catalog/route-error';
import { parseId, parseOneOf, prefetchOrNotFound } from '../../../../../routing/route-params';
import { NotFoundPage } from '../../../../../errors/not-found-page';
import { PageLoading } from '../../../../../music/query-states';

/** SPEC.md section 2: radio/{seedType}/{seedId}/{seedName}; the seed is an artist, a track or a genre. */
export const Route = createFileRoute('/_player/radio/$seedType/$seedId/$seedName')({
  loader: async ({ context, params }) => {
    const seedType = parseOneOf(params.seedType, RADIO_SEED_TYPES);
    await prefetchOrNotFound(context.queryClient.ensureQueryData(radioQuery(seedType, parseId(params.seedId))));
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  notFoundComponent: NotFoundPage,
  component: function RadioRoute() {
    const { seedType, seedId } = Route.useParams();
    return <RadioPage seedType={parseOneOf(seedType, RADIO_SEED_TYPES)} seedId={Number(seedId)} />;
  },
});
