import { TAB_NAMES } from '@app/domain';
import { Modal, Text, Tooltip } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { formatNumber } from '../../app/format';
import { AddButton, ListSection, noWrap } from '../../app/ui/list-section';
import { useEditDeleteActions } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { type MiniGame, useMiniGames } from './api';
import { LogoThumb } from './logo-thumb';
import { MiniGameForm } from './mini-game-form';
import { catalogKeys } from './query-keys';

export function MiniGamesSection() {
  const text = useText();
  const query = useMiniGames();
  const modal = useModalTarget<MiniGame>();
  const actions = useEditDeleteActions<MiniGame>(
    {
      noun: text('console.catalog.miniGames.deleteNoun'),
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
      label={text('console.catalog.miniGames.add')}
      onClick={() => modal.open('new')}
      disabled={!query.isSuccess || isFull}
    />
  );

  return (
    <ListSection
      title={text('console.catalog.miniGames.title')}
      description={text('console.catalog.miniGames.description')}
      action={
        isFull ? (
          <Tooltip label={text('console.catalog.miniGames.full')}>
            <span>{addButton}</span>
          </Tooltip>
        ) : (
          addButton
        )
      }
      query={query}
      noun={text('console.catalog.miniGames.listNoun')}
      emptyText={text('console.catalog.miniGames.empty')}
      icon={<IconDeviceGamepad2 />}
      minWidth={820}
      spacing="xs"
      columns={[
        {
          header: text('console.catalog.miniGames.columns.name'),
          cell: (game) => game.name,
          td: { fw: 500 },
        },
        {
          header: text('console.catalog.miniGames.columns.tabName'),
          cell: (game) => game.tabName,
          td: noWrap,
        },
        {
          header: text('console.catalog.miniGames.columns.objective'),
          cell: (game) => (
            <Text size="sm" lineClamp={3}>
              {game.goalText}
            </Text>
          ),
          td: { maw: 360 },
        },
        {
          header: text('console.catalog.miniGames.columns.time'),
          cell: (game) =>
            text('console.catalog.miniGames.seconds', { time: formatNumber(game.time) }),
          align: 'right',
          td: noWrap,
        },
        {
          header: text('console.catalog.miniGames.columns.passingScore'),
          cell: (game) => formatNumber(game.passingScore),
          align: 'right',
        },
        {
          header: text('console.catalog.miniGames.columns.logo'),
          cell: (game) => <LogoThumb url={game.image} name={game.name} />,
        },
      ]}
      rowKey={(game) => game.id}
      actions={actions}
      actionsWidth={100}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text(editing ? 'console.catalog.miniGames.edit' : 'console.catalog.miniGames.add')}
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
