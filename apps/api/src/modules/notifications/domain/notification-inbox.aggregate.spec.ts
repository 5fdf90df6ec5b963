import { describe, it } from 'vitest';
import { given } from '../../../platform/event-store/testing/given-when-then.spec-helper.js';
import { NotificationEvents } from '../events/notification-events.js';
import { NotificationInbox } from './notification-inbox.aggregate.js';

describe('NotificationInbox.markRead', () => {
  it("records the read marks on the company's stream", () => {
    given(new NotificationInbox('company-a'))
      .when((inbox) => inbox.markRead(['n1', 'n2']))
      .thenRaises({
        type: NotificationEvents.NotificationsRead,
        data: { company_id: 'company-a', notification_ids: ['n1', 'n2'] },
      });
  });

  it('records nothing for an empty selection', () => {
    given(new NotificationInbox('company-a'))
      .when((inbox) => inbox.markRead([]))
      .thenRaisesNothing();
  });
});
