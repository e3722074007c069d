import { Collapse, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FiltersButton, SearchField } from '../../../app/ui/list-controls';
import { activeFilterCount, type ListFilters } from '../../participants/filters';
import { FiltersPanel } from '../../participants/filters-panel';
import type { AreaLabels } from '../../participants/labels';

type Props = {
  eventId: string;
  search: string;
  onSearch: (search: string) => void;
  filters: ListFilters;
  onFilters: (filters: ListFilters) => void;
  labels: AreaLabels;
};

/** The users list's search and filters (the same panel and query), above the Rank table. */
export function LeaderboardFilters({
  eventId,
  search,
  onSearch,
  filters,
  onFilters,
  labels,
}: Props) {
  const [open, panel] = useDisclosure(false);
  const count = activeFilterCount(filters);
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField value={search} onChange={onSearch} />
        <FiltersButton
          open={open}
          count={count}
          onClick={panel.toggle}
          controls="leaderboard-filters"
        />
      </Group>
      <Collapse expanded={open} id="leaderboard-filters">
        <FiltersPanel eventId={eventId} filters={filters} labels={labels} onChange={onFilters} />
      </Collapse>
    </Stack>
  );
}
