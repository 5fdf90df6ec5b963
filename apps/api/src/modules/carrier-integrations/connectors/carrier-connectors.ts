import { Inject, Injectable } from '@nestjs/common';
import type { CarrierConnector } from './carrier-connector.js';

/** DI token of the connector list: connectors.module.ts provides it, one line per connector. */
export const CARRIER_CONNECTOR_LIST = Symbol('CARRIER_CONNECTOR_LIST');

/** The connectors Despacho knows, by catalogue id (GET channels?type=2). */
@Injectable()
export class CarrierConnectors {
  private readonly byId: ReadonlyMap<number, CarrierConnector>;

  constructor(@Inject(CARRIER_CONNECTOR_LIST) connectors: readonly CarrierConnector[]) {
    this.byId = new Map(connectors.map((connector) => [connector.id, connector]));
  }

  all(): CarrierConnector[] {
    return [...this.byId.values()];
  }

  /** The connector of a catalogue id, or undefined for a type-1 channel or an unknown id. */
  find(id: number): CarrierConnector | undefined {
    return this.byId.get(id);
  }
}
