import { NoticeSender } from '../policies/notices/notice-sender.js';
import { RecipientNotices } from '../policies/notices/recipient-notices.js';
import { recipientNoticeJob } from './recipient-notice.job.js';

export class RecipientNoticeWorker extends recipientNoticeJob.worker({
  uses: { sender: NoticeSender, notices: RecipientNotices },
  process: ({ noticeId }, { sender }) => sender.send(noticeId),
  gaveUp: ({ noticeId }, error, { notices }) => notices.gaveUp(noticeId, error.message),
}) {}
