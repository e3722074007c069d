import { BANK_LEVELS } from '@app/domain';
import { Table, Text } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { formatNumber } from '../../app/format';
import { IconAction } from '../../app/ui/icon-action';
import { useText } from '../../i18n/language-switch';
import type { Competency } from './api';
import { LogoThumb } from './logo-thumb';

type Props = {
  items: Competency[];
  onEdit: (competency: Competency) => void;
  onDelete: (competency: Competency) => void;
  isDeleting: (id: string) => boolean;
};

export function CompetenciesTable({ items, onEdit, onDelete, isDeleting }: Props) {
  const text = useText();
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table striped highlightOnHover verticalSpacing="xs" withColumnBorders>
        <Table.Thead style={{ whiteSpace: 'nowrap' }}>
          <Table.Tr>
            <Table.Th rowSpan={2}>{text('console.catalog.competenciesTable.name')}</Table.Th>
            <Table.Th rowSpan={2}>{text('console.catalog.competenciesTable.description')}</Table.Th>
            <Table.Th rowSpan={2}>{text('console.catalog.competenciesTable.logo')}</Table.Th>
            <Table.Th colSpan={BANK_LEVELS.length} ta="center">
              {text('console.catalog.competenciesTable.levels')}
            </Table.Th>
            <Table.Th rowSpan={2} ta="right">
              {text('console.catalog.competenciesTable.actions')}
            </Table.Th>
          </Table.Tr>
          <Table.Tr>
            {BANK_LEVELS.map((level) => (
              <Table.Th key={level} ta="right" style={{ whiteSpace: 'nowrap' }}>
                {text('console.catalog.competenciesTable.level', { level })}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((competency) => (
            <Table.Tr key={competency.id}>
              <Table.Td fw={500}>{competency.name}</Table.Td>
              <Table.Td miw={200} maw={320}>
                <Text size="sm" lineClamp={3}>
                  {competency.description}
                </Text>
              </Table.Td>
              <Table.Td>
                <LogoThumb url={competency.image} name={competency.name} />
              </Table.Td>
              {BANK_LEVELS.map((level, index) => (
                <Table.Td key={level} ta="right">
                  {formatNumber(competency.levelCounts[index] ?? 0)}
                </Table.Td>
              ))}
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <IconAction
                  label={text('console.catalog.competenciesTable.edit', { name: competency.name })}
                  icon={<IconPencil size={18} />}
                  onClick={() => onEdit(competency)}
                  disabled={isDeleting(competency.id)}
                />
                <IconAction
                  label={
                    competency.fileLink
                      ? text('console.catalog.competenciesTable.download', {
                          name: competency.name,
                        })
                      : text('console.catalog.competenciesTable.noFile', { name: competency.name })
                  }
                  icon={<IconDownload size={18} />}
                  href={competency.fileLink ?? undefined}
                  disabled={!competency.fileLink}
                />
                <IconAction
                  label={text('console.catalog.competenciesTable.delete', {
                    name: competency.name,
                  })}
                  icon={<IconTrash size={18} />}
                  color="red"
                  onClick={() => onDelete(competency)}
                  loading={isDeleting(competency.id)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
