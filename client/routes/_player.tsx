import { createFileRoute, Outlet } from '@tanstack/react-router';
import { PlayerLayout } from '../layout/player-layout';

/** Every listener page sits in the player layout, so the player survives navigation. */
export const Route = createFileRoute('/_player')({
  component: () => (
    <PlayerLayout>
      <Outlet />
    </PlayerLayout>
  ),
});
