import { createApp } from './app';
import { applyMethodOverride } from './http/method-override';
import { discardingUnreadBody } from './http/unread-body';
import { runScheduledTasks } from './jobs/scheduled';
import { handleJobs } from './jobs/queue';

export { NotificationHub } from './notifications/notification-hub';
export { WorkspaceHub } from './workspaces/workspace-hub';
export { TusUpload } from './uploads/tus-upload';
export { JamSession } from './jam/jam-session';

const app = createApp();

export default {
  fetch: discardingUnreadBody((request, env, ctx) => app.fetch(applyMethodOverride(request), env, ctx)),
  scheduled: (controller, env, ctx) => ctx.waitUntil(runScheduledTasks(env, controller.cron)),
  queue: (batch, env, _ctx) => handleJobs(batch, env),
} satisfies ExportedHandler<Env>;
