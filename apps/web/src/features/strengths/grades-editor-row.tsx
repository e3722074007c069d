import { Group, NumberInput, Table, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { IconAction } from '../../app/ui/icon-action';
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
  w: 110,
} as const;

/** One grade: its name and bounds, where it stands, and its move and remove actions. */
export function GradesEditorRow({ row, index, count, error, onChange, onMove, onRemove }: Props) {
  const label = `Grade ${index + 1}`;
  const display = row.name.trim() || label;
  const numberChange = (field: 'start' | 'end') => (value: NumberValue) =>
    onChange({ [field]: value });
  return (
    <Table.Tr>
      <Table.Td ta="right" style={{ verticalAlign: 'top', paddingTop: 14 }}>
        {index + 1}
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <TextInput
          id={fieldId(row, 'name')}
          aria-label={`${label} name`}
          value={row.name}
          maxLength={100}
          onChange={(e) => onChange({ name: e.currentTarget.value })}
          error={error('name')}
          miw={160}
        />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <NumberInput
          id={fieldId(row, 'start')}
          aria-label={`${label} start`}
          value={row.start}
          onChange={numberChange('start')}
          error={error('start')}
          {...bound}
        />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top' }}>
        <NumberInput
          id={fieldId(row, 'end')}
          aria-label={`${label} end`}
          value={row.end}
          onChange={numberChange('end')}
          error={error('end')}
          {...bound}
        />
      </Table.Td>
      <Table.Td style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
        <Group gap={0} wrap="nowrap" justify="flex-end">
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
      </Table.Td>
    </Table.Tr>
  );
}
