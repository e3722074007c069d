import {
  formatThousands,
  type MessageKey,
  STRENGTH_FILTER_MAXIMA,
  scoreRangeParams,
} from '@app/domain';
import { Button, Fieldset, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { useText } from '../../../i18n/language-switch';
import {
  type NumberValue,
  noRanges,
  rangeProblem,
  type ScoreRanges,
  type StrengthFilters,
} from './strength-details-filters';

type Props = {
  filters: StrengthFilters;
  competencies: string[];
  isAce: boolean;
  onChange: (filters: StrengthFilters) => void;
};

const rangeLabels = {
  behaviour: 'console.reports.strengthDetails.range.behaviour',
  aptitude: 'console.reports.strengthDetails.range.aptitude',
  cognitive: 'console.reports.strengthDetails.range.cognitive',
  total: 'console.reports.strengthDetails.range.total',
} as const satisfies Record<keyof ScoreRanges, MessageKey>;

/** Shared by every score input: whole, non-negative numbers that stop at their maximum. */
const wholeNumber = {
  allowDecimal: false,
  allowNegative: false,
  clampBehavior: 'strict',
  hideControls: true,
} as const;

/**
 * Part A §5's scoring ranges: a minimum percentage per competency (0–100, three characters) and,
 * for ace events, behaviour, aptitude, cognitive and total scores between a minimum and maximum.
 */
export function StrengthDetailsPanel({ filters, competencies, isAce, onChange }: Props) {
  const text = useText();
  const setMinimum = (name: string, value: NumberValue) =>
    onChange({ ...filters, minimums: { ...filters.minimums, [name]: value } });
  const setRange = (key: keyof ScoreRanges, bound: 'min' | 'max', value: NumberValue) =>
    onChange({
      ...filters,
      ranges: { ...filters.ranges, [key]: { ...filters.ranges[key], [bound]: value } },
    });

  return (
    <Stack gap="sm">
      <Fieldset legend={text('console.reports.strengthDetails.minimums')} variant="filled">
        {competencies.length === 0 ? (
          <Text size="sm" c="dimmed">
            {text('console.reports.strengthDetails.noCompetencies')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
            {competencies.map((name) => (
              <NumberInput
                key={name}
                label={name}
                placeholder="0–100"
                min={0}
                max={STRENGTH_FILTER_MAXIMA.competency}
                maxLength={3}
                value={filters.minimums[name] ?? ''}
                onChange={(value) => setMinimum(name, value)}
                {...wholeNumber}
              />
            ))}
          </SimpleGrid>
        )}
      </Fieldset>
      {isAce ? (
        <Fieldset legend={text('console.reports.strengthDetails.scoreRanges')} variant="filled">
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm">
            {scoreRangeParams.map(({ key }) => {
              const max = STRENGTH_FILTER_MAXIMA[key];
              const label = text(rangeLabels[key]);
              const problem = rangeProblem(filters.ranges, key);
              return (
                <Group key={key} gap="xs" grow align="flex-start" wrap="nowrap">
                  <NumberInput
                    label={text('console.reports.strengthDetails.rangeMin', { label })}
                    placeholder="0"
                    min={0}
                    max={max}
                    thousandSeparator=","
                    value={filters.ranges[key].min}
                    onChange={(value) => setRange(key, 'min', value)}
                    {...wholeNumber}
                  />
                  <NumberInput
                    label={text('console.reports.strengthDetails.rangeMax', { label })}
                    placeholder={formatThousands(max)}
                    min={0}
                    max={max}
                    thousandSeparator=","
                    value={filters.ranges[key].max}
                    onChange={(value) => setRange(key, 'max', value)}
                    error={problem === null ? null : text(problem)}
                    {...wholeNumber}
                  />
                </Group>
              );
            })}
          </SimpleGrid>
        </Fieldset>
      ) : null}
      <Group justify="flex-end">
        <Button
          variant="subtle"
          size="xs"
          onClick={() => onChange({ ...filters, minimums: {}, ranges: noRanges })}
        >
          {text('console.reports.strengthDetails.clear')}
        </Button>
      </Group>
    </Stack>
  );
}
