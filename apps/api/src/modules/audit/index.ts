export { AuditModule } from './audit.module.js';
export { feeTypeOf } from './domain/cte/cte-fee-types.js';
export type { CteComponent, ParsedCte } from './domain/cte/parsed-cte.js';
export { AuditSettings } from './domain/audit-settings.aggregate.js';
export { Cte } from './domain/cte.aggregate.js';
export type { Tolerance } from './domain/tolerance.js';
export type { DisputedFee, ReconciledOrder } from './events/cte-events.js';
export { compareCte } from './queries/cte-comparison.js';
export { OrderMatcher } from './policies/reconciliation/order-matcher.js';
