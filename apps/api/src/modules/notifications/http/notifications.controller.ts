import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Actor } from '../../../platform/auth/actor.js';
import { CurrentActor } from '../../../platform/auth/decorators.js';
import { ListNotificationsQuery } from '../queries/list-notifications/list-notifications.query.js';
import { NotificationListDto, NotificationsQuery } from '../queries/list-notifications/notifications.dto.js';

/** Every signed-in user sees their company's notifications (no area of its own, like the account). */
@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    operationId: 'listNotifications',
    summary: 'Notificações da empresa, mais recentes primeiro (20 por página)',
  })
  @ApiOkResponse({ type: NotificationListDto })
  list(@Query() query: NotificationsQuery, @CurrentActor() actor: Actor): Promise<NotificationListDto> {
    return this.queryBus.execute(new ListNotificationsQuery(actor.companyId, query));
  }
}
