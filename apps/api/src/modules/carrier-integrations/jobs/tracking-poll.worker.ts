import { Injectable } from '@nestjs/common';
import { IntegrationPolls } from './polling/integration-polls.js';
import { TrackingPollRows } from './polling/tracking-poll-rows.js';
import { TrackingPoller } from './polling/tracking-poller.js';
import { trackingPollJob, TrackingPollQueue } from './tracking-poll.job.js';

/** What a cycle does: the rows follow the open shipments, then each integration with due ones gets its drains. */
@Injectable()
export class TrackingPollCycle {
  constructor(
    private readonly rows: TrackingPollRows,
    private readonly integrations: IntegrationPolls,
    private readonly poller: TrackingPoller,
    private readonly queue: TrackingPollQueue,
  ) {}

  /** Answers the due shipments handed out, per integration. */
  async run(): Promise<Map<string, number>> {
    const connectorIds = this.poller.pollingConnectorIds();
    await this.rows.sync(connectorIds);
    const pollable = await this.integrations.pollable(connectorIds);
    const due = await this.rows.dueCounts(pollable.map((integration) => integration.id));
    for (const [integrationId, count] of due) await this.queue.drains(integrationId, count);
    return due;
  }
}

export class TrackingPollWorker extends trackingPollJob.worker({
  uses: {
    cycle: TrackingPollCycle,
    poller: TrackingPoller,
    queue: TrackingPollQueue,
  },
  process: async (data, { cycle, poller, logger }) => {
    if (data.kind === 'cycle') {
      await cycle.run();
      return;
    }
    const outcome = await poller.drain(data.integrationId);
    if (outcome.polled)
      logger.log(
        `Rastreamento (${data.integrationId}): ${outcome.polled} envios consultados em ${outcome.calls} chamadas, ${outcome.applied} eventos novos.`,
      );
  },
  atStart: ({ config, queue, logger }) => {
    const periodMs = config.trackingPollEverySeconds * 1000;
    if (periodMs <= 0) return;
    const enqueue = () =>
      void queue
        .cycle(String(Math.floor(Date.now() / periodMs)))
        .catch((error: Error) => logger.error(`Ciclo de rastreamento não agendado: ${error.message}`));
    enqueue();
    const timer = setInterval(enqueue, periodMs);
    timer.unref();
    return () => clearInterval(timer);
  },
}) {}
