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
import { useText } from '../../../i18n/language-switch';

type Fact = FunFacts['items'][number];

const count = (type: AchievementType): Column<Fact> => ({
  header: ACHIEVEMENT_LABELS[type],
  cell: (fact) => formatThousands(fact.achievements[type] ?? 0),
  align: 'right',
});

const columnsOf = (text: ReturnType<typeof useText>): Column<Fact>[] => [
  {
    header: text('console.reports.funFacts.name'),
    cell: (fact) => fact.name,
    td: { fw: 500, style: { whiteSpace: 'nowrap' } },
  },
  {
    header: text('console.reports.funFacts.email'),
    cell: (fact) => fact.email,
    td: { style: { whiteSpace: 'nowrap' } },
  },
  {
    header: text('console.reports.funFacts.achievements'),
    cell: (fact) => formatThousands(fact.achievementCount),
    align: 'right',
  },
  ...ACHIEVEMENT_TYPES.map(count),
];

/** Progress events: the five participants with the most achievements (part A §2). */
export function FunFactsSection({ query }: { query: UseQueryResult<FunFacts> }) {
  const text = useText();
  let body: ReactNode;
  if (query.isPending) {
    body = <QueryLoader noun={text('console.reports.funFacts.noun')} />;
  } else if (query.isError) {
    body = <QueryError query={query} noun={text('console.reports.funFacts.noun')} />;
  } else {
    body = (
      <DataTable
        label={text('console.reports.funFacts.title')}
        items={query.data.items}
        emptyText={text('console.reports.funFacts.empty')}
        minWidth={760}
        columns={columnsOf(text)}
        rowKey={(fact) => fact.id}
      />
    );
  }
  return (
    <SectionCard
      title={text('console.reports.funFacts.title')}
      description={text('console.reports.funFacts.description')}
    >
      {body}
    </SectionCard>
  );
}
