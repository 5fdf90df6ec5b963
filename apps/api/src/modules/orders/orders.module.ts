import { Module, type OnModuleInit } from '@nestjs/common';
import { BackgroundTaskTypes } from '../../platform/background-tasks/background-task-types.js';
import { BackgroundTasksModule } from '../../platform/background-tasks/background-tasks.module.js';
import { ActionRegistry } from '../../platform/commands/action-registry.js';
import { ProjectionRegistry } from '../../platform/event-store/projection-registry.js';
import { UploadsModule } from '../../platform/uploads/uploads.module.js';
import { PricingModule } from '../pricing/index.js';
import { AddAttachmentCommand } from './commands/add-attachment/add-attachment.command.js';
import { AddAttachmentHandler } from './commands/add-attachment/add-attachment.handler.js';
import { AddAttachmentPayload } from './commands/add-attachment/add-attachment.payload.js';
import { BatchOrdersCommand } from './commands/batch-orders/batch-orders.command.js';
import { BatchOrdersHandler } from './commands/batch-orders/batch-orders.handler.js';
import { BatchOrdersPayload } from './commands/batch-orders/batch-orders.payload.js';
import { CancelOrderCommand } from './commands/cancel-order/cancel-order.command.js';
import { CancelOrderHandler } from './commands/cancel-order/cancel-order.handler.js';
import { CancelShipmentCommand } from './commands/cancel-shipment/cancel-shipment.command.js';
import { CancelShipmentHandler } from './commands/cancel-shipment/cancel-shipment.handler.js';
import { CreateOrdersFromInvoicesCommand } from './commands/create-orders-from-invoices/create-orders-from-invoices.command.js';
import { CreateOrdersFromInvoicesHandler } from './commands/create-orders-from-invoices/create-orders-from-invoices.handler.js';
import { CreateOrdersFromInvoicesPayload } from './commands/create-orders-from-invoices/create-orders-from-invoices.payload.js';
import { ChangeDeliveryDateCommand } from './commands/change-delivery-date/change-delivery-date.command.js';
import { ChangeDeliveryDateHandler } from './commands/change-delivery-date/change-delivery-date.handler.js';
import { ChangeDeliveryDatePayload } from './commands/change-delivery-date/change-delivery-date.payload.js';
import { ChangeOrderCarrierCommand } from './commands/change-order-carrier/change-order-carrier.command.js';
import { ChangeOrderCarrierHandler } from './commands/change-order-carrier/change-order-carrier.handler.js';
import { ChangeOrderCarrierPayload } from './commands/change-order-carrier/change-order-carrier.payload.js';
import { SetTrackingNumberCommand } from './commands/set-tracking-number/set-tracking-number.command.js';
import { SetTrackingNumberHandler } from './commands/set-tracking-number/set-tracking-number.handler.js';
import { SetTrackingNumberPayload } from './commands/set-tracking-number/set-tracking-number.payload.js';
import { ChangeShipmentCarrierCommand } from './commands/change-shipment-carrier/change-shipment-carrier.command.js';
import { ChangeShipmentCarrierHandler } from './commands/change-shipment-carrier/change-shipment-carrier.handler.js';
import { ChangeShipmentCarrierPayload } from './commands/change-shipment-carrier/change-shipment-carrier.payload.js';
import { ConfirmShipmentCommand } from './commands/confirm-shipment/confirm-shipment.command.js';
import { ConfirmShipmentHandler } from './commands/confirm-shipment/confirm-shipment.handler.js';
import { DeliverCommand } from './commands/deliver/deliver.command.js';
import { DeliverHandler } from './commands/deliver/deliver.handler.js';
import { GoOutDeliveryCommand } from './commands/go-out-delivery/go-out-delivery.command.js';
import { GoOutDeliveryHandler } from './commands/go-out-delivery/go-out-delivery.handler.js';
import { RateDeliveryHandler } from './commands/rate-delivery/rate-delivery.handler.js';
import { NewIssueCommand } from './commands/new-issue/new-issue.command.js';
import { NewIssueHandler } from './commands/new-issue/new-issue.handler.js';
import { NewIssuePayload } from './commands/new-issue/new-issue.payload.js';
import { NewOrderCommand } from './commands/new-order/new-order.command.js';
import { NewOrderHandler } from './commands/new-order/new-order.handler.js';
import { RegisterTrackingCommand } from './commands/register-tracking/register-tracking.command.js';
import { RegisterTrackingHandler } from './commands/register-tracking/register-tracking.handler.js';
import { RegisterTrackingPayload } from './commands/register-tracking/register-tracking.payload.js';
import { ReturnToSenderCommand } from './commands/return-to-sender/return-to-sender.command.js';
import { RunBatchActionHandler } from './commands/run-batch-action/run-batch-action.handler.js';
import { ReceiveCarrierEventsHandler } from './commands/receive-carrier-events/receive-carrier-events.handler.js';
import { ReceiveCarrierEventsBatchHandler } from './commands/receive-carrier-events-batch/receive-carrier-events-batch.handler.js';
import { CreateImportedOrderHandler } from './commands/create-imported-order/create-imported-order.handler.js';
import { ReturnToSenderHandler } from './commands/return-to-sender/return-to-sender.handler.js';
import { SendInvoiceCommand } from './commands/send-invoice/send-invoice.command.js';
import { InvoiceFit } from './commands/send-invoice/invoice-fit.js';
import { SendInvoiceHandler } from './commands/send-invoice/send-invoice.handler.js';
import { SendInvoicePayload } from './commands/send-invoice/send-invoice.payload.js';
import { OrderChanger } from './commands/shared/order-changer.js';
import { OrderDataResolver } from './commands/shared/order-data.resolver.js';
import { OrderMovePayload, OrderTargetPayload } from './commands/shared/order-target.payload.js';
import { NewOrderPayload } from './commands/new-order/new-order.payload.js';
import { UpdateOrderCommand } from './commands/update-order/update-order.command.js';
import { UpdateOrderHandler } from './commands/update-order/update-order.handler.js';
import { UpdateOrderPayload } from './commands/update-order/update-order.payload.js';
import { BatchesController } from './http/batches.controller.js';
import { InvoicesController } from './http/invoices.controller.js';
import { OrdersController } from './http/orders.controller.js';
import { InvoiceBatches } from './commands/invoice-import/invoice-batches.js';
import { InvoiceImportQueue } from './jobs/invoice-import.job.js';
import { InvoiceImportRunner } from './jobs/invoice-import.runner.js';
import { InvoiceImportWorker } from './jobs/invoice-import.worker.js';
import { OrderInvoiceReader } from './queries/order-invoice.reader.js';
import { OrderPickupsProjection } from './projections/order-pickups.projection.js';
import { OrdersProjection } from './projections/orders.projection.js';
import { OrderQuoting } from './commands/quoting/order-quoting.js';
import { OrderCarriers } from './queries/order-carriers.js';
import { GetOrderHandler } from './queries/get-order/get-order.handler.js';
import { GetOrderQuotesHandler } from './queries/get-order-quotes/get-order-quotes.handler.js';
import { InvoicePdfHandler } from './queries/invoice-pdf/invoice-pdf.handler.js';
import { ListOrdersHandler } from './queries/list-orders/list-orders.handler.js';
import { StaleTrackingCount } from './queries/stale-tracking-count.reader.js';
import { ValidateInvoiceHandler } from './queries/validate-invoice/validate-invoice.handler.js';
import { RatingLinks } from './adapters/rating/rating-links.js';
import { OrdersReportQueue } from './jobs/orders-report.job.js';
import { OrdersReportRunner } from './jobs/orders-report.runner.js';
import { OrdersReportTask } from './jobs/orders-report.task.js';
import { OrdersReportWorker } from './jobs/orders-report.worker.js';

const commandHandlers = [
  NewOrderHandler,
  UpdateOrderHandler,
  CancelOrderHandler,
  CancelShipmentHandler,
  ConfirmShipmentHandler,
  GoOutDeliveryHandler,
  DeliverHandler,
  ReturnToSenderHandler,
  ChangeDeliveryDateHandler,
  ChangeOrderCarrierHandler,
  ChangeShipmentCarrierHandler,
  SetTrackingNumberHandler,
  SendInvoiceHandler,
  RegisterTrackingHandler,
  NewIssueHandler,
  AddAttachmentHandler,
  BatchOrdersHandler,
  RunBatchActionHandler,
  CreateImportedOrderHandler,
  ReceiveCarrierEventsHandler,
  ReceiveCarrierEventsBatchHandler,
  CreateOrdersFromInvoicesHandler,
  RateDeliveryHandler,
];
const queryHandlers = [
  ListOrdersHandler,
  GetOrderHandler,
  GetOrderQuotesHandler,
  ValidateInvoiceHandler,
  InvoicePdfHandler,
];
const jobs = [
  OrdersReportQueue,
  OrdersReportRunner,
  OrdersReportWorker,
  OrdersReportTask,
  InvoiceBatches,
  InvoiceImportQueue,
  InvoiceImportRunner,
  InvoiceImportWorker,
];
const orders = { area: 'orders' } as const;

/** Orders and their volumes: creation, edit, status moves, carrier, invoice, timeline, list, detail and the e-mailed report. */
@Module({
  imports: [UploadsModule, PricingModule, BackgroundTasksModule],
  controllers: [OrdersController, InvoicesController, BatchesController],
  providers: [
    ...commandHandlers,
    ...queryHandlers,
    ...jobs,
    OrderDataResolver,
    OrderCarriers,
    InvoiceFit,
    OrderQuoting,
    OrderInvoiceReader,
    RatingLinks,
    OrderChanger,
    OrdersProjection,
    OrderPickupsProjection,
    StaleTrackingCount,
  ],
  exports: [RatingLinks, InvoiceBatches, StaleTrackingCount],
})
export class OrdersModule implements OnModuleInit {
  constructor(
    private readonly actions: ActionRegistry,
    private readonly registry: ProjectionRegistry,
    private readonly projection: OrdersProjection,
    private readonly pickups: OrderPickupsProjection,
    private readonly tasks: BackgroundTaskTypes,
    private readonly ordersReport: OrdersReportTask,
  ) {}

  // Every order action needs the orders area; who may move which status is the status machine's
  // decision (orders-pickups.md §4, §6), answered 403 with its reason; so is an occurrence's alert
  // (the operations tier's, docs/roles.md).
  onModuleInit(): void {
    this.registry.registerInline(this.projection);
    this.registry.registerInline(this.pickups);
    this.tasks.register(this.ordersReport);
    this.actions.register(
      { action: 'NewOrder', payload: NewOrderPayload, access: orders, command: NewOrderCommand },
      { action: 'UpdateOrder', payload: UpdateOrderPayload, access: orders, command: UpdateOrderCommand },
      { action: 'CancelOrder', payload: OrderTargetPayload, access: orders, command: CancelOrderCommand },
      { action: 'CancelShipment', payload: OrderMovePayload, access: orders, command: CancelShipmentCommand },
      { action: 'ConfirmShipment', payload: OrderMovePayload, access: orders, command: ConfirmShipmentCommand },
      { action: 'GoOutDelivery', payload: OrderMovePayload, access: orders, command: GoOutDeliveryCommand },
      { action: 'Deliver', payload: OrderMovePayload, access: orders, command: DeliverCommand },
      { action: 'ReturnToSender', payload: OrderMovePayload, access: orders, command: ReturnToSenderCommand },
      {
        action: 'ChangeDeliveryDate',
        payload: ChangeDeliveryDatePayload,
        access: orders,
        command: ChangeDeliveryDateCommand,
      },
      {
        action: 'ChangeOrderCarrier',
        payload: ChangeOrderCarrierPayload,
        access: orders,
        command: ChangeOrderCarrierCommand,
      },
      {
        action: 'ChangeShipmentCarrier',
        payload: ChangeShipmentCarrierPayload,
        access: orders,
        command: ChangeShipmentCarrierCommand,
      },
      {
        action: 'SetTrackingNumber',
        payload: SetTrackingNumberPayload,
        access: orders,
        command: SetTrackingNumberCommand,
      },
      { action: 'SendInvoice', payload: SendInvoicePayload, access: orders, command: SendInvoiceCommand },
      {
        action: 'RegisterTracking',
        payload: RegisterTrackingPayload,
        access: orders,
        command: RegisterTrackingCommand,
      },
      { action: 'NewIssue', payload: NewIssuePayload, access: orders, command: NewIssueCommand },
      { action: 'AddAttachment', payload: AddAttachmentPayload, access: orders, command: AddAttachmentCommand },
      { action: 'BatchOrders', payload: BatchOrdersPayload, access: orders, command: BatchOrdersCommand },
      {
        action: 'CreateOrdersFromInvoices',
        payload: CreateOrdersFromInvoicesPayload,
        access: orders,
        command: CreateOrdersFromInvoicesCommand,
      },
    );
  }
}
