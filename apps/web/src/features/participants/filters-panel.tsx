import { Button, Group, MultiSelect, SimpleGrid, TextInput } from '@mantine/core';
import { departmentCatalog, regionCatalog, useNamedItems } from '../settings/api';
import { LEVEL_OPTIONS, type ListFilters, noFilters, rangeProblem } from './filters';
import type { AreaLabels } from './labels';

type Props = {
  filters: ListFilters;
  labels: AreaLabels;
  onChange: (filters: ListFilters) => void;
};

/** Level, department, region and last-updated range; every change reloads page 1. */
export function FiltersPanel({ filters, labels, onChange }: Props) {
  const departments = useNamedItems(departmentCatalog);
  const regions = useNamedItems(regionCatalog);
  const set = (patch: Partial<ListFilters>) => onChange({ ...filters, ...patch });
  const names = (items: { name: string }[] | undefined) => (items ?? []).map((i) => i.name);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="sm" verticalSpacing="sm">
      <MultiSelect
        label="Level"
        placeholder={filters.levels.length ? undefined : 'Any level'}
        data={LEVEL_OPTIONS}
        value={filters.levels}
        onChange={(levels) => set({ levels })}
        clearable
      />
      <MultiSelect
        label={labels.department}
        placeholder={filters.departments.length ? undefined : 'Any'}
        data={names(departments.data)}
        value={filters.departments}
        onChange={(list) => set({ departments: list })}
        error={departments.isError ? 'The list could not be loaded' : undefined}
        searchable
        clearable
      />
      <MultiSelect
        label={labels.region}
        placeholder={filters.regions.length ? undefined : 'Any'}
        data={names(regions.data)}
        value={filters.regions}
        onChange={(list) => set({ regions: list })}
        error={regions.isError ? 'The list could not be loaded' : undefined}
        searchable
        clearable
      />
      <TextInput
        type="date"
        label="Updated from"
        value={filters.updatedFrom}
        onChange={(event) => set({ updatedFrom: event.currentTarget.value })}
      />
      <TextInput
        type="date"
        label="Updated to"
        value={filters.updatedTo}
        onChange={(event) => set({ updatedTo: event.currentTarget.value })}
        error={rangeProblem(filters)}
      />
      <Group gap="xs" align="flex-end" style={{ gridColumn: '1 / -1' }} justify="flex-end">
        <Button variant="subtle" size="xs" onClick={() => onChange(noFilters)}>
          Clear filters
        </Button>
      </Group>
    </SimpleGrid>
  );
}
