import { z } from 'zod';
import { createDb } from '../db';
import { notificationJobs, runNotificationJob } from '../notifications/fanout-jobs';
import { loudnessJobs, runLoudnessJob } from '../audio/loudness-jobs';
import { deliverScrobbles, scrobbleJobs } from '../scrobbling/deliver-job';
import { RetryJob } from './retry-job';

/** Jobs travel as zod-checked JSON (DESIGN section 4: slow or fan-out work). */
export const jobSchema = z.discriminatedUnion('type', [...notificationJobs, ...loudnessJobs, ...scrobbleJobs]);

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
      await runJob(parsed.data, env, message.attempts);
      message.ack();
    } catch (error) {
      // A job may say how long to wait (scrobbling's backoff, a service's rate limit); 30 s otherwise.
      message.retry({ delaySeconds: error instanceof RetryJob ? error.delaySeconds : 30 });
    }
  }
}

async function runJob(job: Job, env: Env, attempt: number): Promise<void> {
  const db = createDb(env.DB);
  if (job.type === 'scrobble.deliver') return deliverScrobbles(env, db, job, attempt);
  if (job.type === 'loudness.measure' || job.type === 'loudness.backfill') return runLoudnessJob(job, env, db);
  await runNotificationJob(job, env, db);
}
