import { TAB_NAMES } from '@app/domain';
import { Button, Modal, Table, Text, Tooltip } from '@mantine/core';
import { IconDeviceGamepad2, IconPlus } from '@tabler/icons-react';
import { formatNumber } from '../../app/format';
import { EditDeleteActions } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useDeleteItem } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type MiniGame, useMiniGames } from './api';
import { LogoThumb } from './logo-thumb';
import { MiniGameForm } from './mini-game-form';
import { catalogKeys } from './query-keys';

export function MiniGamesSection() {
  const query = useMiniGames();
  const modal = useModalTarget<MiniGame>();
  const { confirmDelete, isDeleting } = useDeleteItem({
    noun: 'Mini game',
    path: (id) => `/api/mini-games/${encodeURIComponent(id)}`,
    queryKey: catalogKeys.miniGames(),
  });
  const editing = modal.target === 'new' ? null : modal.target;
  const usedTabNames = (query.data ?? []).map((game) => game.tabName);
  const isFull = usedTabNames.length >= TAB_NAMES.length;

  const addButton = (
    <Button
      size="xs"
      leftSection={<IconPlus size={14} />}
      onClick={() => modal.open('new')}
      disabled={!query.isSuccess || isFull}
      aria-label="Add Mini Game"
    >
      Add
    </Button>
  );

  return (
    <SectionCard
      title="Mini Games"
      description="Tabs Mini 1 to Mini 10; each tab holds one game."
      action={
        isFull ? (
          <Tooltip label="Every tab from Mini 1 to Mini 10 is used">
            <span>{addButton}</span>
          </Tooltip>
        ) : (
          addButton
        )
      }
    >
      <ListState
        query={query}
        noun="mini games"
        emptyText="No mini games yet."
        icon={<IconDeviceGamepad2 />}
      >
        {(items) => (
          <Table.ScrollContainer minWidth={820}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Tab Name</Table.Th>
                  <Table.Th>Objective</Table.Th>
                  <Table.Th ta="right">Time</Table.Th>
                  <Table.Th ta="right">Passing Score</Table.Th>
                  <Table.Th>Logo</Table.Th>
                  <Table.Th w={100} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((game) => (
                  <Table.Tr key={game.id}>
                    <Table.Td fw={500}>{game.name}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{game.tabName}</Table.Td>
                    <Table.Td maw={360}>
                      <Text size="sm" lineClamp={3}>
                        {game.goalText}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatNumber(game.time)} s
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(game.passingScore)}</Table.Td>
                    <Table.Td>
                      <LogoThumb url={game.image} name={game.name} />
                    </Table.Td>
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
        title={editing ? 'Edit Mini Game' : 'Add Mini Game'}
        size="lg"
      >
        <MiniGameForm
          key={modal.key}
          game={editing}
          usedTabNames={usedTabNames}
          onDone={modal.close}
        />
      </Modal>
    </SectionCard>
  );
}
