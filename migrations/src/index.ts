import { EventStore1763800000000 } from './1763800000000-event-store.js';
import { IdentityReadModels1763800000001 } from './1763800000001-identity-read-models.js';
import { CatalogAndPricing1763800000002 } from './1763800000002-catalog-and-pricing.js';
import { Products1763800000003 } from './1763800000003-products.js';
import { CarrierEmails1763800000005 } from './1763800000005-carrier-emails.js';
import { Orders1763800000006 } from './1763800000006-orders.js';
import { OrderTimeline1763800000007 } from './1763800000007-order-timeline.js';
import { InvoiceBatches1763800000008 } from './1763800000008-invoice-batches.js';
import { OrderListIndexes1763800000009 } from './1763800000009-order-list-indexes.js';
import { OrderReviews1763800000010 } from './1763800000010-order-reviews.js';
import { Pickups1763800000011 } from './1763800000011-pickups.js';
import { CompanyBranding1763800000012 } from './1763800000012-company-branding.js';
import { OrderTrackingOnly1763800000013 } from './1763800000013-order-tracking-only.js';
import { OrderSearchKeys1763800000014 } from './1763800000014-order-search-keys.js';
import { OrderListRareFilters1763800000015 } from './1763800000015-order-list-rare-filters.js';
import { OrderDelivery1763800000016 } from './1763800000016-order-delivery.js';
import { CompanyCounters1763800000017 } from './1763800000017-company-counters.js';
import { DashboardDaily1763800000018 } from './1763800000018-dashboard-daily.js';
import { PasswordReset1763800000019 } from './1763800000019-password-reset.js';
import { DashboardOrderIndexes1763800000020 } from './1763800000020-dashboard-order-indexes.js';
import { BackgroundTasks1763800000027 } from './1763800000027-background-tasks.js';

/** Every migration, oldest first. Classes, not globs, so the ESM build needs no file scanning. */
import { CompanySignUps1763800000033 } from './1763800000033-company-sign-ups.js';
import { CarrierRegistrations1763800000034 } from './1763800000034-carrier-registrations.js';

import { OnboardingAndNotifications1763800000036 } from './1763800000036-onboarding-and-notifications.js';

import { Integrations1763800000024 } from './1763800000024-integrations.js';

import { DashboardCoveringIndexes1763800000042 } from './1763800000042-dashboard-covering-indexes.js';
import { ChannelTokenRefresh1763800000043 } from './1763800000043-channel-token-refresh.js';
import { ChannelFiltersAndNuvemshopPreSignups1763800000045 } from './1763800000045-channel-filters-and-nuvemshop-pre-signups.js';
import { OutgoingWebhooks1763800000046 } from './1763800000046-outgoing-webhooks.js';
import { AuditDisputes1763800000047 } from './1763800000047-audit-disputes.js';
import { DashboardCarrierAggregates1763800000048 } from './1763800000048-dashboard-carrier-aggregates.js';
import { DashboardStateMonthly1763800000049 } from './1763800000049-dashboard-state-monthly.js';
import { CtesListIndexes1763800000050 } from './1763800000050-ctes-list-indexes.js';
import { DashboardReviews1763800000051 } from './1763800000051-dashboard-reviews.js';
import { QuotationLogsJson1763800000052 } from './1763800000052-quotation-logs-json.js';
import { CompanyFederalTaxId1763800000055 } from './1763800000055-company-federal-tax-id.js';
import { OrderAlerts1763800000058 } from './1763800000058-order-alerts.js';
import { PickupDueDate1763800000059 } from './1763800000059-pickup-due-date.js';
import { CarrierTracking1763800000060 } from './1763800000060-carrier-tracking.js';
import { StaleTracking1763800000061 } from './1763800000061-stale-tracking.js';
import { TrackingPolls1763800000062 } from './1763800000062-tracking-polls.js';
import { Ocoren1763800000063 } from './1763800000063-ocoren.js';
import { Labels1763800000064 } from './1763800000064-labels.js';
import { FreightBills1763800000065 } from './1763800000065-freight-bills.js';
import { DeliveryPromise1763800000066 } from './1763800000066-delivery-promise.js';
import { PromiseSettings1763800000067 } from './1763800000067-promise-settings.js';
import { Exceptions1763800000068 } from './1763800000068-exceptions.js';
import { RecipientNotices1763800000069 } from './1763800000069-recipient-notices.js';
import { OrderPickups1763800000070 } from './1763800000070-order-pickups.js';
import { OwnProjections1763800000071 } from './1763800000071-own-projections.js';
import { CarrierConnections1763800000072 } from './1763800000072-carrier-connections.js';
import { PickupOrders1763800000073 } from './1763800000073-pickup-orders.js';
import { OrderListSlowFilters1763800000075 } from './1763800000075-order-list-slow-filters.js';
import { OrderPickupList1763800000076 } from './1763800000076-order-pickup-list.js';

import { Ctes1763800000021 } from './1763800000021-ctes.js';

export const migrations = [
  EventStore1763800000000,
  IdentityReadModels1763800000001,
  CatalogAndPricing1763800000002,
  Products1763800000003,
  CarrierEmails1763800000005,
  Orders1763800000006,
  OrderTimeline1763800000007,
  InvoiceBatches1763800000008,
  OrderListIndexes1763800000009,
  OrderReviews1763800000010,
  Pickups1763800000011,
  CompanyBranding1763800000012,
  OrderTrackingOnly1763800000013,
  OrderSearchKeys1763800000014,
  OrderListRareFilters1763800000015,
  OrderDelivery1763800000016,
  CompanyCounters1763800000017,
  DashboardDaily1763800000018,
  PasswordReset1763800000019,
  DashboardOrderIndexes1763800000020,
  Ctes1763800000021,
  Integrations1763800000024,
  BackgroundTasks1763800000027,
  CompanySignUps1763800000033,
  CarrierRegistrations1763800000034,
  OnboardingAndNotifications1763800000036,
  DashboardCoveringIndexes1763800000042,
  ChannelTokenRefresh1763800000043,
  ChannelFiltersAndNuvemshopPreSignups1763800000045,
  OutgoingWebhooks1763800000046,
  AuditDisputes1763800000047,
  DashboardCarrierAggregates1763800000048,
  DashboardStateMonthly1763800000049,
  CtesListIndexes1763800000050,
  DashboardReviews1763800000051,
  QuotationLogsJson1763800000052,
  CompanyFederalTaxId1763800000055,
  OrderAlerts1763800000058,
  PickupDueDate1763800000059,
  CarrierTracking1763800000060,
  StaleTracking1763800000061,
  TrackingPolls1763800000062,
  Ocoren1763800000063,
  Labels1763800000064,
  FreightBills1763800000065,
  DeliveryPromise1763800000066,
  PromiseSettings1763800000067,
  Exceptions1763800000068,
  RecipientNotices1763800000069,
  OrderPickups1763800000070,
  OwnProjections1763800000071,
  CarrierConnections1763800000072,
  PickupOrders1763800000073,
  OrderListSlowFilters1763800000075,
  OrderPickupList1763800000076,
];
