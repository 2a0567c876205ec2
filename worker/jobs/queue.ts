import { z } from 'zod';
import { createDb } from '../db';
import { notificationJobs, runNotificationJob } from '../notifications/fanout-jobs';
import { loudnessJobs, runLoudnessJob } from '../audio/loudness-jobs';

/** Jobs travel as zod-checked JSON (DESIGN section 4: slow or fan-out work). */
export const jobSchema = z.discriminatedUnion('type', [...notificationJobs, ...loudnessJobs]);

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
  const db = createDb(env.DB);
  if (job.type === 'loudness.measure' || job.type === 'loudness.backfill') return runLoudnessJob(job, env, db);
  await runNotificationJob(job, env, db);
}
