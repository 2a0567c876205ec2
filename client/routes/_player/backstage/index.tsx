import { createFileRoute } from '@tanstack/react-router';
import { guard } from '../../../auth/route-guards';
import { BackstageHomePage } from '../../../backstage/backstage-home-page';

/** Backstage's home (issue 26, docs/decisions/021; not in SPEC section 2's list): music.create, like backstage/upload. */
export const Route = createFileRoute('/_player/backstage/')({
  beforeLoad: guard({ permission: 'music.create' }),
  component: () => <BackstageHomePage />,
});
