import { formatThousands, reportMessages } from '@app/domain';
import { Badge, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { lazy } from 'react';
import { ChartSlot } from '../../../app/ui/chart-slot';
import { SectionCard } from '../../../app/ui/section-card';
import { useText } from '../../../i18n/language-switch';
import { useReliability } from '../measurement/api';
import type { UserStrengths } from './api';
import { UserReportPdfButton } from './user-report-pdf-button';
import { UserStrengthsDials } from './user-strengths-dials';
import { UserStrengthsLevels } from './user-strengths-levels';

const UserStrengthsChart = lazy(() =>
  import('./user-strengths-chart').then((m) => ({ default: m.UserStrengthsChart })),
);

/** One participant's report: who, the dials, the chart and the level scores behind it. */
export function UserStrengthsReport({ eventId, data }: { eventId: string; data: UserStrengths }) {
  const text = useText();
  const { participant } = data;
  const competencies = data.competencies.map((c) => c.competency);
  const reliability = useReliability(eventId, { enabled: data.levels.length > 0 });
  const sems = new Map(
    (reliability.data?.items ?? []).flatMap((row) =>
      row.scope === 'competency' && row.competency !== null && row.sem !== null
        ? [[row.competency, row.sem] as const]
        : [],
    ),
  );
  return (
    <Stack gap="lg">
      <SectionCard
        title={participant.name}
        action={<UserReportPdfButton eventId={eventId} participant={participant} />}
      >
        <Group gap="md" wrap="wrap">
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {participant.email}
          </Text>
          <Text size="sm">
            {text('console.reports.userStrengths.report.currentScore', {
              score: formatThousands(participant.currentScore),
            })}
          </Text>
          <Badge variant="light" color={participant.completedOnce ? 'green' : 'gray'}>
            {participant.completedOnce
              ? text('console.reports.userStrengths.report.completed')
              : text('console.reports.userStrengths.report.notCompleted')}
          </Badge>
        </Group>
      </SectionCard>
      {data.levels.length === 0 ? (
        <EmptyState
          icon={<IconChartLine />}
          withIndicatorBackground
          description={reportMessages.noLevelData}
        />
      ) : (
        <>
          <SectionCard title={text('console.reports.userStrengths.report.competencies')}>
            <UserStrengthsDials competencies={data.competencies} sems={sems} />
          </SectionCard>
          <SectionCard title={text('console.reports.userStrengths.report.byLevel')}>
            <ChartSlot height={280}>
              <UserStrengthsChart competencies={competencies} levels={data.levels} />
            </ChartSlot>
          </SectionCard>
          <SectionCard
            title={text('console.reports.userStrengths.report.levelScores')}
            description={text('console.reports.userStrengths.report.levelScoresDescription')}
          >
            <UserStrengthsLevels competencies={competencies} levels={data.levels} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
