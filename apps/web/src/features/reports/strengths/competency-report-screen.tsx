import { formatThousands } from '@app/domain';
import { Paper, Stack } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { useSignedInUser } from '../../../app/session';
import { CsvButton } from '../../../app/ui/csv-button';
import { QueryError } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { ReliabilityPanel } from '../measurement/reliability-panel';
import { competencyCsvHref, useCompetencyReport } from './api';
import { CompetencyReportBands } from './competency-report-bands';
import {
  type CompetencyFilters,
  competencyParams,
  noCompetencyFilters,
} from './competency-report-filters';
import { CompetencyReportPanel } from './competency-report-panel';
import { CompetencyReportTable } from './competency-report-table';
import { screenTitle } from './labels';
import { hasCompetencies, NoCompetencies } from './no-competencies';
import { PagedReport } from './paged-report';
import { usePaging } from './use-paging';

const noAreas = { department: false, region: false };

/**
 * /admin/competency-report/:eventId: the participants counted by score band per competency,
 * and one competency's participants with their grade, 10 a page.
 */
export function CompetencyReportScreen() {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const user = useSignedInUser();
  const event = useEventDetail(eventId);
  const [filters, setFilters] = useState<CompetencyFilters>(noCompetencyFilters);
  // Which areas the event shows comes with the report; until then none is sent.
  const [areas, setAreas] = useState(noAreas);
  const criteria = competencyParams(filters, areas);
  const signature = JSON.stringify(criteria);
  const { page, setPage } = usePaging(signature);
  const reportable = hasCompetencies(event.data);
  const query = useCompetencyReport(
    eventId,
    { ...criteria, page: String(page) },
    { enabled: reportable === true },
  );
  const redirecting = useWrongEventRedirect([event.error, query.error], eventId);
  const loaded = query.data?.areas;
  if (loaded && (loaded.department !== areas.department || loaded.region !== areas.region)) {
    setAreas(loaded);
  }
  const report = query.data;

  let content: ReactNode;
  if (event.isError && !redirecting) {
    content = <QueryError query={event} noun={text('console.reports.competency.gameNoun')} />;
  } else if (reportable === false) {
    content = <NoCompetencies />;
  } else {
    content = (
      <>
        {report && report.bands.length > 0 ? (
          <CompetencyReportBands bands={report.bands} competencies={report.competencies} />
        ) : null}
        {reportable ? <ReliabilityPanel eventId={eventId} /> : null}
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} miw={0}>
          <Stack gap="md">
            <CompetencyReportPanel
              eventId={eventId}
              filters={filters}
              report={report}
              onChange={setFilters}
            />
            <PagedReport
              query={query}
              noun={text('console.reports.competency.noun')}
              redirecting={redirecting}
              emptyText={text('console.reports.competency.empty')}
              icon={<IconReportAnalytics />}
              page={page}
              onPage={setPage}
            >
              {(data) => <CompetencyReportTable data={data} dimmed={query.isPlaceholderData} />}
            </PagedReport>
          </Stack>
        </Paper>
      </>
    );
  }

  return (
    <ReportFrame
      title={screenTitle('competencyReport', event.data?.projectType ?? user.projectType)}
      eventName={event.data?.assessmentName}
      description={
        report
          ? text('console.reports.competency.descriptionWithTotal', {
              total: formatThousands(report.total),
            })
          : text('console.reports.competency.description')
      }
      action={
        <CsvButton
          href={competencyCsvHref(eventId, criteria)}
          disabled={!report || report.total === 0 || query.isPlaceholderData}
        />
      }
    >
      {content}
    </ReportFrame>
  );
}
