import type { ScheduledJob } from '../../plugins/jobs';
import type { Mailer } from '../../plugins/mail';
import { mailNotices } from './notifications.service';

/** Every minute: the e-mails of notifications written by any module's events, queued and sent. */
export function noticeMailJob(mailer: Mailer, publicUrl: string): ScheduledJob {
  return {
    name: 'notice-mail',
    cron: '* * * * *',
    catchUp: true,
    run: async (db) => {
      const n = await mailNotices(db, mailer, publicUrl);
      return n ? `notifications: ${n} e-mails queued` : null;
    },
  };
}
