import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { PlayerLayout } from '../layout/player-layout';

export const Route = createFileRoute('/404')({
  component: () => (
    <PlayerLayout>
      <NotFoundPage />
    </PlayerLayout>
  ),
});
