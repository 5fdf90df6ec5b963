export { CatalogModule } from './catalog.module.js';
export { distributionCenterData } from './commands/shared/distribution-center-data.js';
export { IsCnpj } from './commands/shared/is-cnpj.js';
export { Carrier } from './domain/carrier.aggregate.js';
export { DistributionCenter } from './domain/distribution-center.aggregate.js';
export { CatalogEvents } from './events/catalog-events.js';
export type {
  Address,
  CarrierEvent,
  CatalogEvent,
  PickupWindow,
  PickupWindowDay,
  Weekday,
} from './events/catalog-events.js';
export { carrierEmails } from './queries/carrier-emails.reader.js';
export { carrierIdsByTaxId } from './queries/carrier-ids-by-tax-id.reader.js';
export { visibleCarrier } from './queries/carrier-row.js';
export { CteCarrierIdsQuery } from './queries/list-carriers/cte-carrier-ids.query.js';
export { distributionCenterTaxIds } from './queries/distribution-center-tax-ids.reader.js';
export { visibleCarriers } from './queries/visible-carriers.reader.js';
export { sharedCarrierId } from './queries/shared-carrier-id.reader.js';
export { CarrierPickupEmails } from './domain/carrier-pickup-emails.aggregate.js';
export type { CarrierRegistered } from './events/catalog-events.js';
export { visibleCarriersOf } from './queries/carriers.reader.js';
export type { CarrierRef } from './queries/carriers.reader.js';
export { companyDistributionCentersOf, distributionCentersByCompanyOf } from './queries/distribution-centers.reader.js';
export type { DistributionCenterRef } from './queries/distribution-centers.reader.js';
export { carrierCodeHolders } from './queries/carrier-code-holders.reader.js';
export {
  companyDistributionCenters,
  defaultDistributionCenter,
  distributionCentersOf,
  distributionCentersWithReferences,
} from './queries/distribution-centers.reader.js';
export type { DistributionCenterSummary } from './queries/distribution-centers.reader.js';
export { carriersByCompanyOf, carriersOf, carriersWithTaxId } from './queries/carriers.reader.js';
export type { CarrierSummary } from './queries/carriers.reader.js';
