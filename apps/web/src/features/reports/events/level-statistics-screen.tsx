import { EmptyState } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { lazy, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useEventDetail } from '../../../app/event-query';
import { ChartSlot } from '../../../app/ui/chart-slot';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { ReportFrame } from '../../../app/ui/report-frame';
import { SectionCard } from '../../../app/ui/section-card';
import { useWrongEventRedirect } from '../../../app/wrong-event';
import { useText } from '../../../i18n/language-switch';
import { useLevelStatistics } from './api';
import { LevelStatisticsTable } from './level-statistics-table';
import { LiveBadge } from './live-badge';
import type { OpenLiveSource } from './use-live-event';
import { useLiveReports } from './use-live-reports';

const LevelStatisticsChart = lazy(() =>
  import('./level-statistics-chart').then((m) => ({ default: m.LevelStatisticsChart })),
);

type Props = {
  /** Tests hand in a fake stream; the browser's EventSource otherwise. */
  openLive?: OpenLiveSource;
};

/** /admin/level-statistics/:eventId (part A §2): each level's scores, as a chart and a table. */
export function LevelStatisticsScreen({ openLive }: Props) {
  const text = useText();
  const eventId = useParams().eventId ?? '';
  const query = useLevelStatistics(eventId);
  const live = useLiveReports(eventId, openLive);
  const event = useEventDetail(eventId);
  const redirecting = useWrongEventRedirect([query.error], eventId);

  let body: ReactNode;
  if (query.isPending || redirecting) {
    body = <QueryLoader noun={text('console.reports.levelStatistics.noun')} size="md" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.reports.levelStatistics.noun')} />;
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconChartBar />}
        withIndicatorBackground
        description={text('console.reports.levelStatistics.noLevels')}
      />
    );
  } else {
    const { items } = query.data;
    const played = items.filter((level) => level.players > 0);
    body = (
      <>
        <SectionCard
          title={text('console.reports.levelStatistics.chart.title')}
          description={text('console.reports.levelStatistics.chart.description')}
        >
          {played.length > 0 ? (
            <ChartSlot height={320}>
              <LevelStatisticsChart items={played} />
            </ChartSlot>
          ) : (
            <EmptyState
              size="sm"
              icon={<IconChartBar />}
              withIndicatorBackground
              description={text('console.reports.levelStatistics.chart.empty')}
            />
          )}
        </SectionCard>
        <SectionCard
          title={text('console.reports.levelStatistics.scores.title')}
          description={text('console.reports.levelStatistics.scores.description')}
        >
          <LevelStatisticsTable items={items} />
        </SectionCard>
      </>
    );
  }
  return (
    <ReportFrame
      title={text('console.reports.levelStatistics.title')}
      eventName={event.data?.assessmentName}
      description={text('console.reports.levelStatistics.description')}
      badge={<LiveBadge connected={live} />}
    >
      {body}
    </ReportFrame>
  );
}
