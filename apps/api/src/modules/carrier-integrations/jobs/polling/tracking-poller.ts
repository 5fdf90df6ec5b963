import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../../platform/config/app-config.js';
import { TokenCipher } from '../../../integrations/index.js';
import {
  CarrierApiError,
  type CarrierConnector,
  type ConnectorContext,
  type TrackResult,
} from '../../connectors/carrier-connector.js';
import { CarrierConnectors } from '../../connectors/carrier-connectors.js';
import { connectorContext } from '../../connectors/connector-context.js';
import { CarrierEventsApplier } from '../../commands/carrier-events/carrier-events-applier.js';
import { CarrierCallPacer } from './carrier-call-pacer.js';
import { IntegrationPolls, type PollableIntegration } from './integration-polls.js';
import { type Cadence, cadenceMs, RETRY_APPLY_MS, stateAfter } from './tracking-cadence.js';
import { type CheckedShipment, type ClaimedShipment, TrackingPollRows } from './tracking-poll-rows.js';

/** Carrier calls per claim: enough in flight to keep the carrier's rate busy while the last ones are applied. */
const CALLS_PER_CLAIM = 10;

/** Back-offs up to this long are waited out inside the drain. */
const WAIT_OUT_MS = 5_000;
/** …a few times per drain: a carrier that keeps throttling is left to the back-off and the next cycle. */
const WAITS_PER_DRAIN = 5;

/** What one drain of an integration did. */
export interface DrainOutcome {
  polled: number;
  calls: number;
  applied: number;
  duplicates: number;
  /** The call failure that stopped the drain (the integration backs off), if any. */
  failure: string | null;
}

/**
 * Polls one integration's due shipments until none is left: claims a few batches' worth (leased),
 * asks the carrier in the connector's batch size at its rate, appends what came back through the
 * CarrierEventsApplier, and schedules each shipment's next poll by its state. A call that fails as a
 * whole hands its shipments back (nothing lost) and backs the integration off; a key the carrier does
 * not know keeps its reason, logged once.
 */
@Injectable()
export class TrackingPoller {
  private readonly logger = new Logger(TrackingPoller.name);

  constructor(
    private readonly connectors: CarrierConnectors,
    private readonly applier: CarrierEventsApplier,
    private readonly cipher: TokenCipher,
    private readonly rows: TrackingPollRows,
    private readonly integrations: IntegrationPolls,
    private readonly pacer: CarrierCallPacer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Catalogue ids of the connectors that answer track() calls (files-only carriers are not polled). */
  pollingConnectorIds(): number[] {
    return this.connectors
      .all()
      .filter((connector) => connector.batchSize > 0 && connector.callsPerSecond > 0)
      .map((connector) => connector.id);
  }

  /** `claimSize`: shipments per claim, by default enough for CALLS_PER_CLAIM full batches. */
  async drain(integrationId: string, claimSize?: number): Promise<DrainOutcome> {
    const outcome: DrainOutcome = { polled: 0, calls: 0, applied: 0, duplicates: 0, failure: null };
    const [integration] = await this.integrations.pollable(this.pollingConnectorIds(), integrationId);
    const connector = integration && this.connectors.find(integration.channel_id);
    if (!integration || !connector) return outcome;
    const context = this.contextOf(integration, connector);
    let waitsLeft = WAITS_PER_DRAIN;
    for (;;) {
      const claimed = await this.rows.claim(
        integration.id,
        claimSize ?? connector.batchSize * CALLS_PER_CLAIM,
        this.config.trackingPollLeaseSeconds * 1000,
      );
      if (!claimed.length) return outcome;
      const backoff = await this.poll(integration, connector, context, claimed, outcome);
      if (backoff === null) continue;
      // A short Retry-After (a busy second at the carrier) is waited out here, the cycle goes on;
      // a longer back-off or refused credentials end the drain (the shipments stay due).
      if (backoff === 'stopped' || backoff > WAIT_OUT_MS || waitsLeft-- <= 0) return outcome;
      await new Promise((resolve) => setTimeout(resolve, backoff));
    }
  }

  /** One claim: answers null when every call went through, else the back-off set (or 'stopped'). */
  private async poll(
    integration: PollableIntegration,
    connector: CarrierConnector,
    context: ConnectorContext,
    claimed: ClaimedShipment[],
    outcome: DrainOutcome,
  ): Promise<number | 'stopped' | null> {
    const checked: CheckedShipment[] = [];
    const followable: ClaimedShipment[] = [];
    for (const shipment of claimed) {
      const invalid = connector.validateKey(shipment.tracking_key);
      if (invalid) checked.push(this.checkedWith(shipment, invalid, cadenceMs(shipment.state, this.cadence())));
      else followable.push(shipment);
    }
    const keys = [...new Set(followable.map((shipment) => shipment.tracking_key))];
    const batches: string[][] = [];
    for (let i = 0; i < keys.length; i += connector.batchSize) batches.push(keys.slice(i, i + connector.batchSize));
    const answers = await Promise.allSettled(
      batches.map(async (batch) => {
        await this.pacer.turn(integration.id, connector.callsPerSecond);
        return connector.track(context, batch);
      }),
    );
    outcome.calls += batches.length;
    const results = new Map<string, TrackResult>();
    const unanswered = new Set<string>();
    let failure: unknown = null;
    for (const [i, answer] of answers.entries()) {
      if (answer.status === 'fulfilled') for (const result of answer.value) results.set(result.tracking_key, result);
      else {
        failure ??= answer.reason;
        for (const key of batches[i]) unanswered.add(key);
      }
    }
    const released = followable.filter((shipment) => unanswered.has(shipment.tracking_key));
    const answered = followable.filter((shipment) => !unanswered.has(shipment.tracking_key));
    try {
      await this.apply(answered, results, checked, outcome);
    } catch (error) {
      // The events never reached the orders: every shipment of this claim is due again.
      await this.rows.release(claimed);
      throw error;
    }
    this.logNewReasons(claimed, checked);
    await this.rows.checked(checked);
    await this.rows.release(released);
    outcome.polled += checked.length;
    if (!failure) {
      await this.integrations.succeeded(integration.id);
      return null;
    }
    // Anything else (a timeout, a refused connection) is the carrier being unavailable.
    const error =
      failure instanceof CarrierApiError
        ? failure
        : new CarrierApiError(String((failure as Error).message ?? failure), 'unavailable');
    outcome.failure = error.message;
    const backoff = await this.integrations.failed(integration, error);
    this.logger.warn(`Integração ${integration.id}: consulta falhou (${error.kind}): ${error.message}`);
    return backoff ?? 'stopped';
  }

  /** Appends the answered shipments' events in one applyMany; fills `checked` with their next polls. */
  private async apply(
    answered: ClaimedShipment[],
    results: Map<string, TrackResult>,
    checked: CheckedShipment[],
    outcome: DrainOutcome,
  ): Promise<void> {
    const items = answered.map((shipment) => ({
      shipment: { company_id: shipment.company_id, order_id: shipment.order_id, shipment_id: shipment.shipment_id },
      events: results.get(shipment.tracking_key)?.events ?? [],
    }));
    const withEvents = items.filter((item) => item.events.length > 0);
    const applied = withEvents.length
      ? await this.applier.applyMany(withEvents)
      : { applied: 0, duplicates: 0, failed: [] };
    outcome.applied += applied.applied;
    outcome.duplicates += applied.duplicates;
    const failedApply = new Map(
      applied.failed.map((failed) => [`${failed.shipment.order_id}/${failed.shipment.shipment_id}`, failed.reason]),
    );
    answered.forEach((shipment, i) => {
      const result = results.get(shipment.tracking_key);
      const notApplied = failedApply.get(`${shipment.order_id}/${shipment.shipment_id}`);
      if (notApplied) {
        checked.push(this.checkedWith(shipment, notApplied, RETRY_APPLY_MS));
        return;
      }
      const state = stateAfter(shipment.state, items[i].events);
      const reason = result ? result.error : 'A transportadora não respondeu sobre este código.';
      checked.push(this.checkedWith(shipment, reason, cadenceMs(state, this.cadence())));
    });
  }

  /**
   * A key's reason is logged when it is new (the next polls find it kept), once however many volumes
   * share the key (an NF-e key is every volume's).
   */
  private logNewReasons(claimed: readonly ClaimedShipment[], checked: readonly CheckedShipment[]): void {
    const before = new Map(claimed.map((s) => [`${s.order_id}/${s.shipment_id}`, s.last_reason]));
    const fresh = new Set<string>();
    for (const shipment of checked)
      if (shipment.reason && shipment.reason !== before.get(`${shipment.order_id}/${shipment.shipment_id}`))
        fresh.add(`Rastreio ${shipment.tracking_key}: ${shipment.reason}`);
    for (const line of fresh) this.logger.warn(line);
  }

  private checkedWith(shipment: ClaimedShipment, reason: string | null, nextInMs: number): CheckedShipment {
    return {
      order_id: shipment.order_id,
      shipment_id: shipment.shipment_id,
      tracking_key: shipment.tracking_key,
      next_in_ms: nextInMs,
      reason,
    };
  }

  private cadence(): Cadence {
    return {
      movingMs: this.config.trackingMovingEveryMinutes * 60_000,
      restingMs: this.config.trackingRestingEveryMinutes * 60_000,
    };
  }

  /** The connector's view of its carrier: the configured base URL, and the credentials unsealed (never logged). */
  private contextOf(integration: PollableIntegration, connector: CarrierConnector): ConnectorContext {
    const credentials = JSON.parse(this.cipher.open(integration.token_ciphertext)) as Record<string, string>;
    return connectorContext(this.config, connector, credentials);
  }
}
