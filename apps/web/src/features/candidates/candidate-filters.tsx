import {
  AGE_GROUPS,
  CANDIDATE_PAGE_SIZES,
  type CandidatePageSize,
  CITIES,
  DEGREES,
  EXPERIENCE_OPTIONS,
  GENDER_LABELS,
  GENDERS,
  UNIVERSITIES,
} from '@app/domain';
import { Button, Collapse, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { FiltersButton, SearchField } from '../../app/ui/list-controls';
import { activeCandidateFilters, type CandidateFilters, noCandidateFilters } from './filters';
import { cityLabel, experienceLabel } from './labels';

const PANEL_ID = 'candidate-filters';

const genderOptions = [
  { value: 'all', label: 'All' },
  ...GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
];
const shortlistedOptions = [
  { value: 'all', label: 'All' },
  { value: 'yes', label: 'Shortlisted' },
  { value: 'no', label: 'Not shortlisted' },
];
const ageOptions = AGE_GROUPS.map((g) => ({ value: g.value, label: g.label }));
const cityOptions = CITIES.map((c) => ({ value: c, label: cityLabel(c) }));
const experienceOptions = EXPERIENCE_OPTIONS.map((e) => ({ value: e, label: experienceLabel(e) }));
const pageSizeOptions = CANDIDATE_PAGE_SIZES.map((s) => ({
  value: s,
  label: s === 'all' ? 'All' : s,
}));

type Props = {
  search: string;
  onSearch: (search: string) => void;
  filters: CandidateFilters;
  onFilters: (filters: CandidateFilters) => void;
  pageSize: CandidatePageSize;
  onPageSize: (pageSize: CandidatePageSize) => void;
};

/**
 * The report's search (name, e-mail or degree), page size and the Filters panel (part B §2):
 * gender, age group, shortlisted, degree, university, city and experience.
 */
export function CandidateFiltersBar({
  search,
  onSearch,
  filters,
  onFilters,
  pageSize,
  onPageSize,
}: Props) {
  const [open, panel] = useDisclosure(false);
  const set = (patch: Partial<CandidateFilters>) => onFilters({ ...filters, ...patch });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          value={search}
          onChange={onSearch}
          placeholder="Search by name, email or degree"
        />
        <FiltersButton
          open={open}
          count={activeCandidateFilters(filters)}
          onClick={panel.toggle}
          controls={PANEL_ID}
        />
        <Select
          label="Rows per page"
          data={pageSizeOptions}
          value={pageSize}
          onChange={(value) => value && onPageSize(value as CandidatePageSize)}
          allowDeselect={false}
          w={120}
        />
      </Group>
      <Collapse expanded={open} id={PANEL_ID}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <Select
            label="Gender"
            data={genderOptions}
            value={filters.gender}
            onChange={(value) => set({ gender: (value ?? 'all') as CandidateFilters['gender'] })}
            allowDeselect={false}
          />
          <Select
            label="Age group"
            placeholder="Any age"
            data={ageOptions}
            value={filters.ageGroup || null}
            onChange={(value) => set({ ageGroup: (value ?? '') as CandidateFilters['ageGroup'] })}
            clearable
          />
          <Select
            label="Shortlisted"
            data={shortlistedOptions}
            value={filters.shortlisted}
            onChange={(value) =>
              set({ shortlisted: (value ?? 'all') as CandidateFilters['shortlisted'] })
            }
            allowDeselect={false}
          />
          <Select
            label="Degree"
            placeholder="Any degree"
            data={DEGREES}
            value={filters.degree || null}
            onChange={(value) => set({ degree: value ?? '' })}
            clearable
          />
          <Select
            label="University"
            placeholder="Any university"
            data={UNIVERSITIES}
            value={filters.university || null}
            onChange={(value) => set({ university: value ?? '' })}
            clearable
          />
          <Select
            label="City"
            placeholder="Any city"
            data={cityOptions}
            value={filters.city || null}
            onChange={(value) => set({ city: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage="No such city in the list"
          />
          <Select
            label="Experience"
            placeholder="Any experience"
            data={experienceOptions}
            value={filters.experience || null}
            onChange={(value) => set({ experience: value ?? '' })}
            clearable
          />
          <Group align="flex-end" justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => onFilters(noCandidateFilters)}>
              Clear filters
            </Button>
          </Group>
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
