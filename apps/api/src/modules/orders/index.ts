export { CancelOrderCommand } from './commands/cancel-order/cancel-order.command.js';
export { MAX_BATCH_FILES } from './commands/create-orders-from-invoices/create-orders-from-invoices.payload.js';
export { NewOrderCommand } from './commands/new-order/new-order.command.js';
export { NewOrderPayload } from './commands/new-order/new-order.payload.js';
export { SetTrackingNumberCommand } from './commands/set-tracking-number/set-tracking-number.command.js';
export { ReceiveCarrierEventsCommand } from './commands/receive-carrier-events/receive-carrier-events.command.js';
export { ReceiveCarrierEventsBatchCommand } from './commands/receive-carrier-events-batch/receive-carrier-events-batch.command.js';
export { RateDeliveryCommand } from './commands/rate-delivery/rate-delivery.command.js';
export { OrderTargetPayload } from './commands/shared/order-target.payload.js';
export { IsCalendarDay, IsFilledText, IsRequiredCalendarDay } from './commands/shared/order-validators.js';
export { cargoValueOf } from './domain/cargo-value.js';
export { Order } from './domain/order.aggregate.js';
export { orderNotFound } from './domain/order.errors.js';
export { OrderJobEvents } from './events/job-events.js';
export type { OrderJobEvent } from './events/job-events.js';
export { OrderEvents, orderIdOf } from './events/order-events.js';
export type {
  OrderAddress,
  OrderCreated,
  OrderData,
  OrderEvent,
  OrderInvoiceSent,
  OrderShipment,
  OrderStatusChanged,
  OrderTrackingDetail,
  OrderUpdated,
} from './events/order-events.js';
export { CTE_BATCH, InvoiceBatches, OCOREN_BATCH, batchFiles } from './commands/invoice-import/invoice-batches.js';
export type { BatchProgress, StartedBatch } from './commands/invoice-import/invoice-batches.js';
export { danfePdf } from './adapters/danfe-pdf.js';
export { storedInvoice } from './queries/order-invoice.reader.js';
export { OrdersModule } from './orders.module.js';
export { isTimelineEvent } from './projections/order-timeline-fold.js';
export type { TimelineEvent } from './projections/order-timeline-fold.js';
export { OrdersProjection } from './projections/orders.projection.js';
export { foldStatusBatch } from './projections/status-moves.js';
export { CarrierServiceLevels } from './queries/carrier-service-levels.js';
export { OrderCtes } from './queries/order-ctes.js';
export type { ShipmentCteDto } from './queries/get-order/order-detail.dto.js';
export { PICKUP_NUMBER_OR_ID } from './queries/list-orders/order-list-query.dto.js';
export { anyOrderMatches, shippedOrderIdsSince } from './queries/order-scopes.js';
export { OrderStatusDto, StatusTransitionDto } from './queries/order.dto.js';
export {
  keylessOrdersByInvoiceNumber,
  ordersByInvoiceKey,
  ordersByInvoiceKeyNumber,
} from './queries/invoice-orders.reader.js';
export type { InvoicedOrder } from './queries/invoice-orders.reader.js';
export { orderReview } from './queries/order-review.reader.js';
export { PICKUP_DEADLINE_FILTERS, PICKUP_DEADLINE_FILTER_SQL, PICKUP_DEADLINE_SQL } from './queries/pickup-deadline.js';
export { hasInvoiceFileIn, pickupOrdersOf } from './queries/pickup-orders.reader.js';
export type { PickupOrder } from './queries/pickup-orders.reader.js';
export { StaleTrackingCount } from './queries/stale-tracking-count.reader.js';
export { StaleTrackingFilter } from './queries/stale-tracking-filter.js';
export type { PickupDeadlineFilter } from './queries/pickup-deadline.js';
export { TrackingDetailDto } from './queries/tracking-detail.dto.js';
export { recipientOrders, trackedOrderByCode, trackedOrderByReference } from './queries/tracked-orders.reader.js';
export type { RecipientOrder, TrackedOrder } from './queries/tracked-orders.reader.js';
export { RatingLinks, ratingNotFound } from './adapters/rating/rating-links.js';
export { OrderQuoting } from './commands/quoting/order-quoting.js';
export { orderShippings } from './queries/order-shippings.reader.js';
export type { OrderShipping } from './queries/order-shippings.reader.js';
export {
  orderFromChannel,
  orderOfTrackingCode,
  orderSummaries,
  ordersWithReferences,
} from './queries/order-summaries.reader.js';
export type { OrderSummary } from './queries/order-summaries.reader.js';
