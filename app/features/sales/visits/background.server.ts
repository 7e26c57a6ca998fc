// The site visits' background work: the worker that sends the invitation e-mails (on the job
// engine, decision 080), started with the server's services. Request code finds it with
// runningTaskIfReady(siteVisitTask) to hand it a visit that changed.
import type { BackgroundTask } from '#app/lib/services.server.ts';
import { canSendMail } from '#app/lib/mail.server.ts';
import { deliverVisitMail, enqueueVisitMail, SITE_VISIT_MAIL_QUEUE } from '#app/features/sales/visits/site-visits.server.ts';

export type SiteVisitServices = {
  /** False when the server cannot send mail (no SMTP_URL): visits are kept, no invitation goes. */
  mails: boolean;
  /** Sends the visit's invitation, as it is now, to whoever has not had it. */
  mailVisit(visitId: string): Promise<void>;
  stop(): Promise<void>;
};

export const siteVisitTask: BackgroundTask<SiteVisitServices> = {
  name: 'site-visits',
  start: async ({ env, db, jobs }) => {
    // Claims beat while they run, and a dead process's mail is taken over within seconds (decision 148).
    await jobs.defineQueue(SITE_VISIT_MAIL_QUEUE, {
      retryLimit: 5,
      retryDelay: 30,
      retryBackoff: true,
      expireInSeconds: 120,
      heartbeatSeconds: 30,
    });
    const worker = await jobs.work<{ visitId: string }>(
      SITE_VISIT_MAIL_QUEUE,
      async (job) => {
        // The fence: a job another process took over is left to it.
        if (!(await jobs.stillHeld(job))) return;
        await deliverVisitMail(db, env, job.data.visitId);
      },
      { takeOver: true },
    );
    const mails = canSendMail(env);
    return {
      mails,
      mailVisit: async (visitId) => {
        if (!mails) return;
        await enqueueVisitMail(db, jobs, visitId);
        worker.wake();
      },
      // The engine has stopped its workers already (app/lib/services.server.ts).
      stop: async () => {},
    };
  },
};
