import { createFileRoute } from '@tanstack/react-router';
import { getBootstrap, useBootstrap, type BootstrapData } from '../../bootstrap/bootstrap-store';
import { homeChannelQuery } from '../../catalog/channel/home-channel-query';
import { personalHomeQuery } from '../../catalog/home/personal-home-query';
import { HomePage } from '../../catalog/channel/home-page';
import { LandingPage } from '../../catalog/landing/landing-page';
import { RouteError } from '../../catalog/route-error';
import { settingGetter } from '../../layout/setting-getter';
import { PageLoading } from '../../music/query-states';
import { LandingNav } from './-components/landing-nav';

/** SPEC.md section 2, redirect targets: with the homepage option landingPage, guests land on the landing page. */
const showsLanding = (data: BootstrapData) => !data.user && settingGetter(data)('homepage.type') === 'landingPage';

/** `/`: the home channel is the index, under a signed-in listener's own shelves. */
export const Route = createFileRoute('/_player/')({
  loader: async ({ context }) => {
    // The landing page shows a few albums of the home channel, but does not wait for them;
    // a failure is shown by the page, with a retry.
    const prefetch = context.queryClient.prefetchQuery(homeChannelQuery());
    // A listener's own shelves load beside the channel, not awaited: their skeleton shows until they come.
    const user = getBootstrap().user;
    if (user) void context.queryClient.prefetchQuery(personalHomeQuery(user.id));
    if (!showsLanding(getBootstrap())) await prefetch;
  },
  pendingComponent: PageLoading,
  errorComponent: RouteError,
  component: function HomeRoute() {
    return showsLanding(useBootstrap()) ? <LandingPage nav={<LandingNav />} /> : <HomePage />;
  },
});
