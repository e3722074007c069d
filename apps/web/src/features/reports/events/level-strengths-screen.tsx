import type { LevelStrengths } from '@app/domain';
import { EmptyState } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { ChartSlot } from '../../../app/ui/chart-slot';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { SectionCard } from '../../../app/ui/section-card';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { useLevelStrengths } from './api';
import { LevelStrengthsCards } from './level-strengths-cards';
import { LevelStrengthsDials } from './level-strengths-dials';
import { LevelStrengthsTable } from './level-strengths-table';
import { LiveBadge } from './live-badge';
import type { OpenLiveSource } from './use-live-event';
import { useLiveReports } from './use-live-reports';

const LevelStrengthsChart = lazy(() =>
  import('./level-strengths-chart').then((m) => ({ default: m.LevelStrengthsChart })),
);

type Props = {
  /** Tests hand in a fake stream; the browser's EventSource otherwise. */
  openLive?: OpenLiveSource;
};

const hasScores = (report: LevelStrengths) =>
  report.levels.some((level) => level.percentages.some((value) => value !== null));

function Report({ report }: { report: LevelStrengths }) {
  const text = useText();
  if (report.competencies.length === 0 || report.levels.length === 0) {
    return (
      <EmptyState
        icon={<IconChartLine />}
        withIndicatorBackground
        description={text('console.reports.levelStrengths.noLevels')}
      />
    );
  }
  if (!hasScores(report)) {
    return (
      <EmptyState
        icon={<IconChartLine />}
        withIndicatorBackground
        description={text('console.reports.levelStrengths.noScores')}
      />
    );
  }
  return (
    <>
      <SectionCard
        title={text('console.reports.levelStrengths.allLevels.title')}
        description={text('console.reports.levelStrengths.allLevels.description')}
      >
        <LevelStrengthsDials report={report} />
      </SectionCard>
      <SectionCard
        title={text('console.reports.levelStrengths.across.title')}
        description={text('console.reports.levelStrengths.across.description')}
      >
        <ChartSlot height={300}>
          <LevelStrengthsChart report={report} />
        </ChartSlot>
      </SectionCard>
      <SectionCard
        title={text('console.reports.levelStrengths.perLevel.title')}
        description={text('console.reports.levelStrengths.perLevel.description')}
      >
        <LevelStrengthsTable report={report} />
      </SectionCard>
      <LevelStrengthsCards report={report} />
    </>
  );
}

/** /admin/level-strengths/:eventId (part A §2): each competency's results per level. */
export function LevelStrengthsScreen({ openLive }: Props) {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const query = useLevelStrengths(eventId);
  const live = useLiveReports(eventId, openLive);
  const event = useEventDetail(eventId);
  const redirecting = useWrongEventRedirect([query.error], eventId);

  let body: ReactNode;
  if (query.isPending || redirecting) {
    body = <QueryLoader noun={text('console.reports.levelStrengths.noun')} size="md" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.reports.levelStrengths.noun')} />;
  } else {
    body = <Report report={query.data} />;
  }
  return (
    <ReportFrame
      title={text('console.reports.levelStrengths.title')}
      eventName={event.data?.assessmentName}
      description={text('console.reports.levelStrengths.description')}
      badge={<LiveBadge connected={live} />}
    >
      {body}
    </ReportFrame>
  );
}
