import { formatThousands } from '@app/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { IconStairs } from '@tabler/icons-react';
import { useState } from 'react';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { type CompetencyReport, useCompetencyReport } from './api';
import { CompetencyReportTable } from './competency-report-table';
import { PagedReport } from './paged-report';
import { usePaging } from './use-paging';

type Props = {
  eventId: string;
  /** The event's competencies and the account's grades as bands (the report's first page). */
  overview: CompetencyReport;
};

/**
 * Part A §2's "competency picker and a grade category": the participants whose percentage in
 * the chosen competency falls in the chosen grade, 10 a page.
 */
export function GradesCategories({ eventId, overview }: Props) {
  const text = useText();
  const [chosenCompetency, setCompetency] = useState<string | null>(null);
  const [chosenGrade, setGrade] = useState<string | null>(null);
  const competency = chosenCompetency ?? overview.competency;
  // A grade renamed or removed since it was picked falls back to the first.
  const grade =
    overview.bands.find((band) => band.name === chosenGrade)?.name ?? overview.bands[0]?.name;
  const params: Record<string, string> = grade ? { competency, grade } : { competency };
  const { page, setPage } = usePaging(JSON.stringify(params));
  const list = useCompetencyReport(
    eventId,
    { ...params, page: String(page) },
    { enabled: grade !== undefined },
  );
  const redirecting = useWrongEventRedirect([list.error], eventId);
  const competencyIndex = overview.competencies.indexOf(competency);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label={text('console.reports.grades.categories.competency')}
          data={overview.competencies}
          value={competency}
          onChange={(value) => value && setCompetency(value)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label={text('console.reports.grades.categories.grade')}
          data={overview.bands.map((band) => ({
            value: band.name,
            label: text('console.reports.grades.categories.gradeOption', {
              name: band.name,
              start: band.start,
              end: band.end,
            }),
          }))}
          value={grade ?? null}
          onChange={(value) => value && setGrade(value)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      {grade === undefined ? (
        <Text size="sm" c="dimmed">
          {text('console.reports.grades.categories.noGrades')}
        </Text>
      ) : (
        <>
          {list.data && !list.isPlaceholderData && competencyIndex >= 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {text('console.reports.grades.categories.summary', {
                count: list.data.total,
                total: formatThousands(list.data.total),
                grade,
                competency,
              })}
            </Text>
          ) : null}
          <PagedReport
            query={list}
            noun={text('console.reports.grades.categories.noun')}
            redirecting={redirecting}
            emptyText={text('console.reports.grades.categories.empty')}
            icon={<IconStairs />}
            page={page}
            onPage={setPage}
          >
            {(data) => (
              <CompetencyReportTable
                data={data}
                dimmed={list.isPlaceholderData}
                withGrade={false}
              />
            )}
          </PagedReport>
        </>
      )}
    </Stack>
  );
}
