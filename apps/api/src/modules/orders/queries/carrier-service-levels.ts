/**
 * `carrier.sla` of the carriers of a page or a detail, in one read for them all. A port: the
 * dashboard, which folds the deliveries per carrier and day from orders' events, provides it (orders
 * cannot import the dashboard, which imports orders).
 */
export abstract class CarrierServiceLevels {
  /** Each carrier's service level; a carrier without deliveries in the window is absent. */
  abstract of(companyId: string, carrierIds: string[]): Promise<Map<string, number | null>>;
}
