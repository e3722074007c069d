import { formatThousands } from '@app/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { IconStairs } from '@tabler/icons-react';
import { useState } from 'react';
import { useWrongEventRedirect } from '../../../app/wrong-event';
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
          label="Competency"
          data={overview.competencies}
          value={competency}
          onChange={(value) => value && setCompetency(value)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
        />
        <Select
          label="Grade category"
          data={overview.bands.map((band) => ({
            value: band.name,
            label: `${band.name} (${band.start}–${band.end}%)`,
          }))}
          value={grade ?? null}
          onChange={(value) => value && setGrade(value)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
        />
      </Group>
      {grade === undefined ? (
        <Text size="sm" c="dimmed">
          The account has no grades yet.
        </Text>
      ) : (
        <>
          {list.data && !list.isPlaceholderData && competencyIndex >= 0 ? (
            <Text size="sm" c="dimmed" aria-live="polite">
              {list.data.total === 1
                ? '1 participant'
                : `${formatThousands(list.data.total)} participants`}{' '}
              in {grade} for {competency}.
            </Text>
          ) : null}
          <PagedReport
            query={list}
            noun="participants"
            redirecting={redirecting}
            emptyText="Nobody is in this grade for this competency."
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
