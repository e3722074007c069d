import { Modal, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { IconAction } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type Character, useCharacters } from './api';
import { CharacterForm } from './character-form';

/** Characters: the game's cast, edit only (part A §2). */
export function CharactersSection() {
  const query = useCharacters();
  const modal = useModalTarget<Character>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <SectionCard title="Characters">
      <ListState query={query} noun="characters" emptyText="No characters yet.">
        {(items) => (
          <Table.ScrollContainer minWidth={280}>
            <Table striped highlightOnHover verticalSpacing={6}>
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  <Table.Th>Key</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th w={70} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.key}>
                    <Table.Td>{item.key}</Table.Td>
                    <Table.Td>{item.name}</Table.Td>
                    <Table.Td ta="right">
                      <IconAction
                        label={`Edit ${item.key}`}
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
      <Modal opened={modal.opened} onClose={modal.close} title="Edit Character">
        {editing ? <CharacterForm key={modal.key} item={editing} onDone={modal.close} /> : null}
      </Modal>
    </SectionCard>
  );
}
