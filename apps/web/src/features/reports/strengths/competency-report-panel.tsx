import { Group, MultiSelect, Select, SimpleGrid } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import { useFilterValues } from '../../participants/api';
import type { CompetencyReport } from './api';
import type { CompetencyFilters } from './competency-report-filters';
import { CompletedToggle } from './completed-toggle';
import { areaColumns } from './labels';

type Props = {
  eventId: string;
  filters: CompetencyFilters;
  /** The report on screen: its competencies, the one shown, and which areas the event asks. */
  report: CompetencyReport | undefined;
  onChange: (filters: CompetencyFilters) => void;
};

/** Beyond this many, the choices are found by typing (a file may hold thousands of values). */
const SHOWN_CHOICES = 200;

/** The offered values, plus the chosen ones: a chosen value stays visible after it is gone. */
const choices = (offered: string[] | undefined, chosen: string[]) => [
  ...new Set([...(offered ?? []), ...chosen]),
];

/**
 * Part B §2: Competency (required, one), and Market Unit Code and Work Location only when the
 * event asks its participants for them; choices as the users list offers them.
 */
export function CompetencyReportPanel({ eventId, filters, report, onChange }: Props) {
  const text = useText();
  const areas = report?.areas ?? { department: false, region: false };
  const set = (patch: Partial<CompetencyFilters>) => onChange({ ...filters, ...patch });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
      <Select
        label={text('console.reports.competency.filters.competency')}
        required
        data={report?.competencies ?? []}
        value={filters.competency ?? report?.competency ?? null}
        onChange={(competency) => {
          if (competency) {
            set({ competency });
          }
        }}
        allowDeselect={false}
        disabled={!report}
      />
      {areas.department || areas.region ? (
        <AreaFilters eventId={eventId} areas={areas} filters={filters} onChange={set} />
      ) : null}
      <Group align="flex-end">
        <CompletedToggle value={filters.completed} onChange={(completed) => set({ completed })} />
      </Group>
    </SimpleGrid>
  );
}

type AreaProps = {
  eventId: string;
  areas: { department: boolean; region: boolean };
  filters: CompetencyFilters;
  onChange: (patch: Partial<CompetencyFilters>) => void;
};

/** Its own component, so events without areas never read the choices. */
function AreaFilters({ eventId, areas, filters, onChange }: AreaProps) {
  const text = useText();
  const values = useFilterValues(eventId);
  const loadError = values.isError
    ? text('console.reports.competency.filters.loadError')
    : undefined;
  return (
    <>
      {areas.department ? (
        <MultiSelect
          label={text(areaColumns.department)}
          placeholder={
            filters.departments.length ? undefined : text('console.reports.competency.filters.any')
          }
          data={choices(values.data?.departments, filters.departments)}
          value={filters.departments}
          onChange={(departments) => onChange({ departments })}
          error={loadError}
          limit={SHOWN_CHOICES}
          searchable
          clearable
        />
      ) : null}
      {areas.region ? (
        <MultiSelect
          label={text(areaColumns.region)}
          placeholder={
            filters.regions.length ? undefined : text('console.reports.competency.filters.any')
          }
          data={choices(values.data?.regions, filters.regions)}
          value={filters.regions}
          onChange={(regions) => onChange({ regions })}
          error={loadError}
          limit={SHOWN_CHOICES}
          searchable
          clearable
        />
      ) : null}
    </>
  );
}
