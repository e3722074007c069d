import { Button, Group, MultiSelect, SimpleGrid } from '@mantine/core';
import { DateRangeInputs } from '../../app/ui/date-range-inputs';
import { useText } from '../../i18n/language-switch';
import { useFilterValues } from './api';
import { LEVEL_OPTIONS, type ListFilters, noFilters, rangeProblem } from './filters';
import type { AreaLabels } from './labels';

type Props = {
  eventId: string;
  filters: ListFilters;
  labels: AreaLabels;
  onChange: (filters: ListFilters) => void;
};

/** Beyond this many, the choices are found by typing (a file may hold thousands of values). */
const SHOWN_CHOICES = 200;

/** The offered values, plus the chosen ones: a chosen value stays visible after it is gone. */
const choices = (offered: string[] | undefined, chosen: string[]) => [
  ...new Set([...(offered ?? []), ...chosen]),
];

/**
 * Level, department, region and last-updated range; every change reloads page 1. Departments and
 * regions offer what the event's participants hold (bulk files bring free text) with Settings'.
 */
export function FiltersPanel({ eventId, filters, labels, onChange }: Props) {
  const text = useText();
  const values = useFilterValues(eventId);
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  const range = rangeProblem(filters);
  const loadError = values.isError ? text('console.participants.filters.loadFailed') : undefined;

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="sm">
      <MultiSelect
        label={text('console.participants.filters.level')}
        placeholder={
          filters.levels.length ? undefined : text('console.participants.filters.anyLevel')
        }
        data={LEVEL_OPTIONS}
        value={filters.levels}
        onChange={(levels) => set({ levels })}
        clearable
      />
      <MultiSelect
        label={labels.department}
        placeholder={
          filters.departments.length ? undefined : text('console.participants.filters.any')
        }
        data={choices(values.data?.departments, filters.departments)}
        value={filters.departments}
        onChange={(list) => set({ departments: list })}
        error={loadError}
        limit={SHOWN_CHOICES}
        searchable
        clearable
      />
      <MultiSelect
        label={labels.region}
        placeholder={filters.regions.length ? undefined : text('console.participants.filters.any')}
        data={choices(values.data?.regions, filters.regions)}
        value={filters.regions}
        onChange={(list) => set({ regions: list })}
        error={loadError}
        limit={SHOWN_CHOICES}
        searchable
        clearable
      />
      <DateRangeInputs
        labels={{
          from: text('console.participants.filters.updatedFrom'),
          to: text('console.participants.filters.updatedTo'),
        }}
        from={filters.updatedFrom}
        to={filters.updatedTo}
        onFromChange={(updatedFrom) => set({ updatedFrom })}
        onToChange={(updatedTo) => set({ updatedTo })}
        error={range ? text(range) : null}
      />
      <Group gap="xs" align="flex-end" style={{ gridColumn: '1 / -1' }} justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => onChange(noFilters)}>
          {text('console.participants.filters.clear')}
        </Button>
      </Group>
    </SimpleGrid>
  );
}
