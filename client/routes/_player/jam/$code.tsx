import { createFileRoute } from '@tanstack/react-router';
import { JamJoinPage } from '../../../jam/jam-join-page';

/** jam/{code} (issue 30): the join page of a shared Jam; it asks visitors to sign in first and brings them back. */
export const Route = createFileRoute('/_player/jam/$code')({
  component: function Jam() {
    return <JamJoinPage code={Route.useParams().code} />;
  },
});
