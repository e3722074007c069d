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
  const eventId = useParams().eventId ?? '';
  const query = useLevelStatistics(eventId);
  const live = useLiveReports(eventId, openLive);
  const event = useEventDetail(eventId);
  const redirecting = useWrongEventRedirect([query.error], eventId);

  let body: ReactNode;
  if (query.isPending || redirecting) {
    body = <QueryLoader noun="level statistics" size="md" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun="level statistics" />;
  } else if (query.data.items.length === 0) {
    body = (
      <EmptyState
        icon={<IconChartBar />}
        withIndicatorBackground
        description="This game has no levels yet."
      />
    );
  } else {
    const { items } = query.data;
    const played = items.filter((level) => level.players > 0);
    body = (
      <>
        <SectionCard title="Min / Average / Maximum" description="Scores of the levels played.">
          {played.length > 0 ? (
            <ChartSlot height={320}>
              <LevelStatisticsChart items={played} />
            </ChartSlot>
          ) : (
            <EmptyState
              size="sm"
              icon={<IconChartBar />}
              withIndicatorBackground
              description="Nobody has played yet: the chart fills in as participants finish levels."
            />
          )}
        </SectionCard>
        <SectionCard title="Scores" description="Every level of the game.">
          <LevelStatisticsTable items={items} />
        </SectionCard>
      </>
    );
  }
  return (
    <ReportFrame
      title="Level Statistics"
      eventName={event.data?.assessmentName}
      description="the minimum, average and maximum score of each level."
      badge={<LiveBadge connected={live} />}
    >
      {body}
    </ReportFrame>
  );
}
