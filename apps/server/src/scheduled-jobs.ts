import { runRetention } from './modules/privacy/retention';
import { runAutoReminders } from './modules/reminders/service';
import { refreshRequestedFigures } from './modules/reports/measurement-snapshots';
import type { AppContext } from './platform/context';
import type { Job } from './platform/jobs';
import { sweepRateLimits } from './platform/rate-limit';

/**
 * Every recurring job of the server. The context is passed as a getter: the scheduler is part
 * of the context it runs jobs with.
 */
export function scheduledJobsOf(ctx: () => AppContext): Job[] {
  return [
    {
      // Every 10 minutes, so a reminder day is not missed however its zone's midnight falls.
      name: 'auto-reminders',
      everySeconds: 600,
      run: () => runAutoReminders(ctx()),
    },
    {
      // Retention is counted in months: once a day is soon enough.
      name: 'privacy-retention',
      everySeconds: 86_400,
      run: () => runRetention(ctx()),
    },
    {
      // A large event's measurement figures, a minute or so after a read found them out of
      // date (docs/decisions/0025-measurement-refresh.md); a run stops starting refreshes
      // after five minutes, well inside the job's lease.
      name: 'measurement-refresh',
      everySeconds: 60,
      run: () => refreshRequestedFigures(ctx().db),
    },
    {
      // A counter outlives its window by an hour at most: it names a hashed address, no more.
      name: 'rate-limit-sweep',
      everySeconds: 3_600,
      run: () => sweepRateLimits(ctx().db).then(() => undefined),
    },
  ];
}
