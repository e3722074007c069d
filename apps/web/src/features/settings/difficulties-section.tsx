import { Button, Modal, Table } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { formatNumber } from '../../app/format';
import { IconAction } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type Difficulty, useDifficulties } from './api';
import { DifficultyForm } from './difficulty-form';

/** Level Difficulty: add and edit, no delete (part A §2). */
export function DifficultiesSection() {
  const query = useDifficulties();
  const modal = useModalTarget<Difficulty>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <SectionCard
      title="Level Difficulty"
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => modal.open('new')}
          aria-label="Add Level Difficulty"
        >
          Add
        </Button>
      }
    >
      <ListState query={query} noun="level difficulties" emptyText="No level difficulties yet.">
        {(items) => (
          <Table.ScrollContainer minWidth={300}>
            <Table striped highlightOnHover verticalSpacing={6}>
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  <Table.Th>Difficulty</Table.Th>
                  <Table.Th ta="right">Passing Score</Table.Th>
                  <Table.Th w={70} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.id}>
                    <Table.Td>{item.difficulty}</Table.Td>
                    <Table.Td ta="right">{formatNumber(item.passingScore)}</Table.Td>
                    <Table.Td ta="right">
                      <IconAction
                        label={`Edit ${item.difficulty}`}
                        icon={<IconPencil size={18} />}
                        onClick={() => modal.open(item)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={editing ? 'Edit Level Difficulty' : 'Add Level Difficulty'}
      >
        <DifficultyForm key={modal.key} item={editing} onDone={modal.close} />
      </Modal>
    </SectionCard>
  );
}
