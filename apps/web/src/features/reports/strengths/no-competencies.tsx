import type { EventDetail } from '@app/domain';
import { EmptyState, Paper } from '@mantine/core';
import { IconReportAnalytics } from '@tabler/icons-react';
import { useText } from '../../../i18n/language-switch';

/**
 * Whether the event has competencies to report on: the competency report needs one (the server
 * refuses the read without), and a game made with the admin form has none until it is built.
 * Unknown (undefined) while the event loads.
 */
export function hasCompetencies(event: EventDetail | undefined): boolean | undefined {
  return event ? event.selection.competencies.length > 0 : undefined;
}

export function NoCompetencies() {
  const text = useText();
  return (
    <Paper withBorder p="xl">
      <EmptyState
        icon={<IconReportAnalytics />}
        withIndicatorBackground
        description={text('console.reports.noCompetencies')}
      />
    </Paper>
  );
}
