import { measurementScreenMessages as m } from '@app/domain';
import { Alert, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconScale } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { CsvButton } from '../../../app/ui/csv-button';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { fairnessCsvHref, useFairness } from './api';
import { FairnessAudits } from './fairness-audits';
import { FairnessPdfButton } from './fairness-pdf-button';
import { FreshnessNote, isPending } from './freshness-note';
import { ResponsesCsvButton } from './responses-csv-button';

/**
 * /admin/fairness/:eventId: per decision (a level's pass, a competency's top band, a score above
 * the median), each gender's and age group's rate and impact ratio, with the four-fifths flag.
 */
export function FairnessScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const event = useEventDetail(eventId);
  const query = useFairness(eventId);
  const redirecting = useWrongEventRedirect([event.error, query.error], eventId);
  const report = query.data;
  const empty = !report || report.audits.length === 0;

  let body: ReactNode;
  if (query.isPending || redirecting) {
    body = <QueryLoader noun={text('console.reports.fairness.noun')} size="md" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.reports.fairness.noun')} />;
  } else if (query.data.audits.length === 0) {
    body = (
      <EmptyState
        icon={<IconScale />}
        withIndicatorBackground
        description={isPending(query.data.freshness) ? m.figuresPending : m.fairnessEmpty}
      />
    );
  } else {
    body = <FairnessAudits report={query.data} />;
  }

  return (
    <ReportFrame
      title={text('console.reports.fairness.title')}
      eventName={event.data?.assessmentName}
      description={text('console.reports.fairness.description')}
      action={
        <Group gap="xs">
          <CsvButton href={fairnessCsvHref(eventId)} disabled={empty} />
          <FairnessPdfButton eventId={eventId} disabled={empty} />
          <ResponsesCsvButton eventId={eventId} />
        </Group>
      }
    >
      <Alert
        color="blue"
        variant="light"
        icon={<IconInfoCircle />}
        title={m.fairnessStatementTitle}
      >
        <Stack gap={6}>
          <Text size="sm">{m.fairnessStatement}</Text>
          {report ? (
            <Text size="sm">
              {m.fairnessRules(report.minGroupCount, report.smallGroupShare)}{' '}
              {m.fairnessAsOf(report.asOf)}
            </Text>
          ) : null}
          {report && !isPending(report.freshness) ? (
            <FreshnessNote freshness={report.freshness} />
          ) : null}
        </Stack>
      </Alert>
      {body}
    </ReportFrame>
  );
}
