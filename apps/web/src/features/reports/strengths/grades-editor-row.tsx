import { Group, NumberInput, Paper, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../../app/ui/icon-action';
import { useText } from '../../../i18n/language-switch';
import { fieldId, type GradeField, type GradeRow } from './grades-rows';
import type { NumberValue } from './strength-details-filters';

type Props = {
  row: GradeRow;
  index: number;
  count: number;
  /** The message to show under a field, if any. */
  error: (field: GradeField) => string | undefined;
  onChange: (patch: Partial<Omit<GradeRow, 'key'>>) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

const bound = {
  min: 0,
  max: 100,
  allowDecimal: false,
  allowNegative: false,
  hideControls: true,
  suffix: '%',
  w: 96,
} as const;

/**
 * One grade: where it stands, its name and bounds, and its move and remove actions. One line on
 * a wide screen; on a phone the bounds and actions wrap under the name.
 */
export function GradesEditorRow({ row, index, count, error, onChange, onMove, onRemove }: Props) {
  const text = useText();
  const label = text('console.reports.grades.row.label', { number: index + 1 });
  const display = row.name.trim() || label;
  const numberChange = (field: 'start' | 'end') => (value: NumberValue) =>
    onChange({ [field]: value });
  return (
    <Paper withBorder p="xs" role="listitem">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Text
          fw={700}
          w={28}
          pt={30}
          ta="right"
          aria-label={text('console.reports.grades.row.order', { number: index + 1 })}
        >
          {index + 1}.
        </Text>
        <TextInput
          id={fieldId(row, 'name')}
          label={text('console.reports.grades.row.name')}
          aria-label={text('console.reports.grades.row.nameOf', { grade: label })}
          value={row.name}
          maxLength={100}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          error={error('name')}
          style={{ flex: '1 1 180px' }}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            id={fieldId(row, 'start')}
            label={text('console.reports.grades.row.start')}
            aria-label={text('console.reports.grades.row.startOf', { grade: label })}
            value={row.start}
            onChange={numberChange('start')}
            error={error('start')}
            {...bound}
          />
          <NumberInput
            id={fieldId(row, 'end')}
            label={text('console.reports.grades.row.end')}
            aria-label={text('console.reports.grades.row.endOf', { grade: label })}
            value={row.end}
            onChange={numberChange('end')}
            error={error('end')}
            {...bound}
          />
          <Group gap={0} wrap="nowrap" pt={24}>
            <IconAction
              label={text('console.reports.grades.row.moveUp', { name: display })}
              icon={<IconArrowUp size={18} />}
              onClick={() => onMove(-1)}
              disabled={index === 0}
            />
            <IconAction
              label={text('console.reports.grades.row.moveDown', { name: display })}
              icon={<IconArrowDown size={18} />}
              onClick={() => onMove(1)}
              disabled={index === count - 1}
            />
            <IconAction
              label={text('console.reports.grades.row.remove', { name: display })}
              icon={<IconTrash size={18} />}
              color="red"
              onClick={onRemove}
            />
          </Group>
        </Group>
      </Group>
    </Paper>
  );
}
