export { AuditModule } from './audit.module.js';
export { feeTypeOf } from './cte/cte-fee-types.js';
export type { CteComponent, ParsedCte } from './cte/parsed-cte.js';
export { AuditSettings } from './domain/audit-settings.aggregate.js';
export { Cte } from './domain/cte.aggregate.js';
export type { Tolerance } from './domain/tolerance.js';
export type { DisputedFee, ReconciledOrder } from './events/cte-events.js';
export { compareCte } from './queries/cte-comparison.js';
export { OrderMatcher } from './reconciliation/order-matcher.js';
