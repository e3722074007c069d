import { TAB_NAMES } from '@app/domain';
import { Modal, Text, Tooltip } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { formatNumber } from '../../app/format';
import { AddButton, ListSection, noWrap } from '../../app/ui/list-section';
import { useEditDeleteActions } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type MiniGame, useMiniGames } from './api';
import { LogoThumb } from './logo-thumb';
import { MiniGameForm } from './mini-game-form';
import { catalogKeys } from './query-keys';

export function MiniGamesSection() {
  const query = useMiniGames();
  const modal = useModalTarget<MiniGame>();
  const actions = useEditDeleteActions<MiniGame>(
    {
      noun: 'Mini game',
      path: (id) => `/api/mini-games/${encodeURIComponent(id)}`,
      queryKey: catalogKeys.miniGames(),
    },
    modal.open,
  );
  const editing = modal.target === 'new' ? null : modal.target;
  const usedTabNames = (query.data ?? []).map((game) => game.tabName);
  const isFull = usedTabNames.length >= TAB_NAMES.length;

  const addButton = (
    <AddButton
      label="Add Mini Game"
      onClick={() => modal.open('new')}
      disabled={!query.isSuccess || isFull}
    />
  );

  return (
    <ListSection
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
      query={query}
      noun="mini games"
      emptyText="No mini games yet."
      icon={<IconDeviceGamepad2 />}
      minWidth={820}
      spacing="xs"
      columns={[
        { header: 'Name', cell: (game) => game.name, td: { fw: 500 } },
        { header: 'Tab Name', cell: (game) => game.tabName, td: noWrap },
        {
          header: 'Objective',
          cell: (game) => (
            <Text size="sm" lineClamp={3}>
              {game.goalText}
            </Text>
          ),
          td: { maw: 360 },
        },
        {
          header: 'Time',
          cell: (game) => `${formatNumber(game.time)} s`,
          align: 'right',
          td: noWrap,
        },
        {
          header: 'Passing Score',
          cell: (game) => formatNumber(game.passingScore),
          align: 'right',
        },
        { header: 'Logo', cell: (game) => <LogoThumb url={game.image} name={game.name} /> },
      ]}
      rowKey={(game) => game.id}
      actions={actions}
      actionsWidth={100}
    >
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
    </ListSection>
  );
}
