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
export { visibleCarrier } from './queries/carrier-row.js';
export { carrierCodeHolders } from './queries/carrier-code-holders.reader.js';
export {
  companyDistributionCenters,
  defaultDistributionCenter,
  distributionCentersOf,
  distributionCentersWithReferences,
} from './queries/distribution-centers.reader.js';
export type { DistributionCenterSummary } from './queries/distribution-centers.reader.js';
export { carriersOf, carriersWithTaxId } from './queries/carriers.reader.js';
export type { CarrierSummary } from './queries/carriers.reader.js';
