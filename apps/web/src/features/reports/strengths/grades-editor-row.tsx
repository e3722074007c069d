import { Group, NumberInput, Paper, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../../app/ui/icon-action';
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
  const label = `Grade ${index + 1}`;
  const display = row.name.trim() || label;
  const numberChange = (field: 'start' | 'end') => (value: NumberValue) =>
    onChange({ [field]: value });
  return (
    <Paper withBorder p="xs" role="listitem">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <Text fw={700} w={28} pt={30} ta="right" aria-label={`Order ${index + 1}`}>
          {index + 1}.
        </Text>
        <TextInput
          id={fieldId(row, 'name')}
          label="Name"
          aria-label={`${label} name`}
          value={row.name}
          maxLength={100}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          error={error('name')}
          style={{ flex: '1 1 180px' }}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            id={fieldId(row, 'start')}
            label="Start"
            aria-label={`${label} start`}
            value={row.start}
            onChange={numberChange('start')}
            error={error('start')}
            {...bound}
          />
          <NumberInput
            id={fieldId(row, 'end')}
            label="End"
            aria-label={`${label} end`}
            value={row.end}
            onChange={numberChange('end')}
            error={error('end')}
            {...bound}
          />
          <Group gap={0} wrap="nowrap" pt={24}>
            <IconAction
              label={`Move ${display} up`}
              icon={<IconArrowUp size={18} />}
              onClick={() => onMove(-1)}
              disabled={index === 0}
            />
            <IconAction
              label={`Move ${display} down`}
              icon={<IconArrowDown size={18} />}
              onClick={() => onMove(1)}
              disabled={index === count - 1}
            />
            <IconAction
              label={`Remove ${display}`}
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
