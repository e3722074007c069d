import type { AceGameKind } from '@app/domain';
import { Button, Modal, Table } from '@mantine/core';
import { IconBrain, IconPlus } from '@tabler/icons-react';
import { EditDeleteActions } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useDeleteItem } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { AceGameForm } from './ace-game-form';
import { aceGameLabels } from './ace-game-kinds';
import { type AceGame, useAceGames } from './api';
import { LogoThumb } from './logo-thumb';
import { catalogKeys } from './query-keys';

/** Cognitive or Aptitude games of the ace edition: add, edit, delete. */
export function AceGamesSection({ kind }: { kind: AceGameKind }) {
  const labels = aceGameLabels[kind];
  const query = useAceGames(kind);
  const modal = useModalTarget<AceGame>();
  const { confirmDelete, isDeleting } = useDeleteItem({
    noun: `${labels.type} game`,
    path: (id) => `/api/ace-games/${encodeURIComponent(id)}`,
    queryKey: catalogKeys.aceGames(kind),
  });
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <SectionCard
      title={labels.title}
      action={
        <Button
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => modal.open('new')}
          aria-label={`Add ${labels.type} Game`}
        >
          Add
        </Button>
      }
    >
      <ListState
        query={query}
        noun={labels.title.toLowerCase()}
        emptyText={`No ${labels.title.toLowerCase()} yet.`}
        icon={<IconBrain />}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Image</Table.Th>
                  <Table.Th>Second Name</Table.Th>
                  <Table.Th>Type</Table.Th>
                  <Table.Th w={100} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((game) => (
                  <Table.Tr key={game.id}>
                    <Table.Td fw={500}>{game.name}</Table.Td>
                    <Table.Td>
                      <LogoThumb url={game.image} name={game.name} />
                    </Table.Td>
                    <Table.Td>{game.secondName}</Table.Td>
                    <Table.Td>{game.type}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      <EditDeleteActions
                        name={game.name}
                        onEdit={() => modal.open(game)}
                        onDelete={() => confirmDelete(game)}
                        isDeleting={isDeleting(game.id)}
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
        title={editing ? `Edit ${labels.type} Game` : `Add ${labels.type} Game`}
      >
        <AceGameForm key={modal.key} kind={kind} game={editing} onDone={modal.close} />
      </Modal>
    </SectionCard>
  );
}
