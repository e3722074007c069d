import { Badge, Button, Collapse, Group, Stack, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { activeFilterCount, type ListFilters } from '../participants/filters';
import { FiltersPanel } from '../participants/filters-panel';
import type { AreaLabels } from '../participants/labels';

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
        <TextInput
          label="Search"
          placeholder="Name or e-mail"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(e) => onSearch(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          maxLength={100}
        />
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<IconFilter size={16} />}
          rightSection={
            count > 0 ? (
              <Badge size="sm" circle>
                {count}
              </Badge>
            ) : null
          }
          onClick={panel.toggle}
          aria-expanded={open}
          aria-controls="leaderboard-filters"
        >
          Filters
        </Button>
      </Group>
      <Collapse expanded={open} id="leaderboard-filters">
        <FiltersPanel eventId={eventId} filters={filters} labels={labels} onChange={onFilters} />
      </Collapse>
    </Stack>
  );
}
