import { FAIRNESS_PDF_NAME, formatDisplayDate } from '@app/domain';
import type { DbOrTx } from '../../db/client';
import type { EventScope } from '../../platform/access';
import { renderFairnessPdf } from './fairness-pdf';
import { fairness } from './measurement-service';
import { loadReportEvent } from './service';

/**
 * The fairness report as a PDF: the figures the JSON read gives, with the event's name and the
 * day it was made in the account's time zone. Another account's event answers as a missing one
 * (loadReportEvent), before any figure is computed.
 */
export async function fairnessPdf(
  db: DbOrTx,
  scope: EventScope,
): Promise<{ fileName: string; body: Buffer }> {
  const event = await loadReportEvent(db, scope);
  const report = await fairness(db, scope);
  const body = await renderFairnessPdf({
    eventName: event.name,
    report,
    date: formatDisplayDate(new Date().toISOString(), event.timeZone),
    computedAt: report.freshness.computedAt
      ? formatDisplayDate(report.freshness.computedAt, event.timeZone)
      : null,
  });
  return { fileName: FAIRNESS_PDF_NAME, body };
}
