import { CompanyPageQuery } from '../../../../platform/queries/company-queries.js';
import type { NotificationListDto } from './notifications.dto.js';

export class ListNotificationsQuery extends CompanyPageQuery<NotificationListDto> {}
