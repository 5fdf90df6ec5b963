import type { JobQueue } from '../../src/platform/queue/job-queue.js';

/**
 * What a worker does, in the test's own process: takes the queue's waiting jobs and runs each, then
 * answers how many there were. Test apps run no workers (another file's app would share the relay).
 */
export async function runQueuedJobs<T extends object>(
  queue: JobQueue<T>,
  run: (job: T) => Promise<void>,
): Promise<number> {
  const jobs = await queue.queue.getJobs(['waiting']);
  for (const job of jobs) {
    await run(job.data);
    await job.remove();
  }
  return jobs.length;
}
