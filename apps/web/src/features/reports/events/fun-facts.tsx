import {
  ACHIEVEMENT_LABELS,
  ACHIEVEMENT_TYPES,
  type AchievementType,
  type FunFacts,
  formatThousands,
} from '@app/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Column, DataTable } from '../../../app/ui/data-table';
import { QueryError, QueryLoader } from '../../../app/ui/list-state';
import { SectionCard } from '../../../app/ui/section-card';

type Fact = FunFacts['items'][number];

const count = (type: AchievementType): Column<Fact> => ({
  header: ACHIEVEMENT_LABELS[type],
  cell: (fact) => formatThousands(fact.achievements[type] ?? 0),
  align: 'right',
});

const columns: Column<Fact>[] = [
  { header: 'Name', cell: (fact) => fact.name, td: { fw: 500, style: { whiteSpace: 'nowrap' } } },
  { header: 'E-mail', cell: (fact) => fact.email, td: { style: { whiteSpace: 'nowrap' } } },
  {
    header: 'Achievements',
    cell: (fact) => formatThousands(fact.achievementCount),
    align: 'right',
  },
  ...ACHIEVEMENT_TYPES.map(count),
];

/** Progress events: the five participants with the most achievements (part A §2). */
export function FunFactsSection({ query }: { query: UseQueryResult<FunFacts> }) {
  let body: ReactNode;
  if (query.isPending) {
    body = <QueryLoader noun="fun facts" />;
  } else if (query.isError) {
    body = <QueryError query={query} noun="fun facts" />;
  } else {
    body = (
      <DataTable
        label="Fun Facts"
        items={query.data.items}
        emptyText="No achievements yet: they are earned by playing levels well."
        minWidth={760}
        columns={columns}
        rowKey={(fact) => fact.id}
      />
    );
  }
  return (
    <SectionCard title="Fun Facts" description="The top 5 participants by achievement count.">
      {body}
    </SectionCard>
  );
}
