import { z } from 'zod';
import { notificationHub } from '../notifications/routes';

/** Jobs travel as zod-checked JSON (DESIGN section 4: slow or fan-out work). */
export const jobSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('notification.fanout'),
    userIds: z.array(z.number().int().positive()).min(1).max(1000),
    notification: z.record(z.string(), z.unknown()),
  }),
]);

export type Job = z.infer<typeof jobSchema>;

export async function handleJobs(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = jobSchema.safeParse(message.body);
    if (!parsed.success) {
      // A malformed job will never succeed: drop it instead of retrying forever.
      console.warn('Dropping malformed job', message.id);
      message.ack();
      continue;
    }
    try {
      await runJob(parsed.data, env);
      message.ack();
    } catch {
      message.retry({ delaySeconds: 30 });
    }
  }
}

async function runJob(job: Job, env: Env): Promise<void> {
  switch (job.type) {
    case 'notification.fanout':
      await Promise.all(
        job.userIds.map(async (userId) => {
          const hub = notificationHub(env, userId);
          await hub.push(job.notification, (await hub.unreadCount()) + 1);
        }),
      );
  }
}
