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
import { useMemo } from 'react';
import { FiltersButton, SearchField } from '../../app/ui/list-controls';
import { useText } from '../../i18n/language-switch';
import { activeCandidateFilters, type CandidateFilters, noCandidateFilters } from './filters';
import { cityLabel, experienceLabel } from './labels';

const PANEL_ID = 'candidate-filters';

const ageOptions = AGE_GROUPS.map((g) => ({ value: g.value, label: g.label }));

/** The selects' choices, in the catalogue's words. */
function useOptions() {
  const text = useText();
  return useMemo(() => {
    const all = text('console.candidates.filters.all');
    return {
      gender: [
        { value: 'all', label: all },
        ...GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] })),
      ],
      shortlisted: [
        { value: 'all', label: all },
        { value: 'yes', label: text('console.candidates.filters.shortlisted') },
        { value: 'no', label: text('console.candidates.filters.notShortlisted') },
      ],
      city: CITIES.map((c) => ({ value: c, label: cityLabel(c, text) })),
      experience: EXPERIENCE_OPTIONS.map((e) => ({ value: e, label: experienceLabel(e, text) })),
      pageSize: CANDIDATE_PAGE_SIZES.map((s) => ({ value: s, label: s === 'all' ? all : s })),
    };
  }, [text]);
}

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
  const text = useText();
  const options = useOptions();
  const [open, panel] = useDisclosure(false);
  const set = (patch: Partial<CandidateFilters>) => onFilters({ ...filters, ...patch });
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          value={search}
          onChange={onSearch}
          placeholder={text('console.candidates.filters.search')}
        />
        <FiltersButton
          open={open}
          count={activeCandidateFilters(filters)}
          onClick={panel.toggle}
          controls={PANEL_ID}
        />
        <Select
          label={text('console.candidates.filters.pageSize')}
          data={options.pageSize}
          value={pageSize}
          onChange={(value) => value && onPageSize(value as CandidatePageSize)}
          allowDeselect={false}
          w={120}
        />
      </Group>
      <Collapse expanded={open} id={PANEL_ID}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          <Select
            label={text('console.candidates.filters.gender')}
            data={options.gender}
            value={filters.gender}
            onChange={(value) => set({ gender: (value ?? 'all') as CandidateFilters['gender'] })}
            allowDeselect={false}
          />
          <Select
            label={text('console.candidates.filters.ageGroup')}
            placeholder={text('console.candidates.filters.anyAge')}
            data={ageOptions}
            value={filters.ageGroup || null}
            onChange={(value) => set({ ageGroup: (value ?? '') as CandidateFilters['ageGroup'] })}
            clearable
          />
          <Select
            label={text('console.candidates.filters.shortlisted')}
            data={options.shortlisted}
            value={filters.shortlisted}
            onChange={(value) =>
              set({ shortlisted: (value ?? 'all') as CandidateFilters['shortlisted'] })
            }
            allowDeselect={false}
          />
          <Select
            label={text('console.candidates.filters.degree')}
            placeholder={text('console.candidates.filters.anyDegree')}
            data={DEGREES}
            value={filters.degree || null}
            onChange={(value) => set({ degree: value ?? '' })}
            clearable
          />
          <Select
            label={text('console.candidates.filters.university')}
            placeholder={text('console.candidates.filters.anyUniversity')}
            data={UNIVERSITIES}
            value={filters.university || null}
            onChange={(value) => set({ university: value ?? '' })}
            clearable
          />
          <Select
            label={text('console.candidates.filters.city')}
            placeholder={text('console.candidates.filters.anyCity')}
            data={options.city}
            value={filters.city || null}
            onChange={(value) => set({ city: value ?? '' })}
            searchable
            clearable
            nothingFoundMessage={text('console.candidates.filters.noCity')}
          />
          <Select
            label={text('console.candidates.filters.experience')}
            placeholder={text('console.candidates.filters.anyExperience')}
            data={options.experience}
            value={filters.experience || null}
            onChange={(value) => set({ experience: value ?? '' })}
            clearable
          />
          <Group align="flex-end" justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => onFilters(noCandidateFilters)}>
              {text('console.candidates.filters.clear')}
            </Button>
          </Group>
        </SimpleGrid>
      </Collapse>
    </Stack>
  );
}
