/** Thrown by a job that failed for now: the consumer retries its message after `delaySeconds` (worker/jobs/queue.ts). */
export class RetryJob extends Error {
  constructor(
    readonly delaySeconds: number,
    message = 'Retry later',
  ) {
    super(message);
  }
}
