import type { AceGameKind } from '@app/domain';
import { Modal } from '@mantine/core';
import { IconBrain } from '@tabler/icons-react';
import { AddButton, ListSection } from '../../app/ui/list-section';
import { useEditDeleteActions } from '../../app/ui/use-delete-item';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { AceGameForm } from './ace-game-form';
import { aceGameLabels } from './ace-game-kinds';
import { type AceGame, useAceGames } from './api';
import { LogoThumb } from './logo-thumb';
import { catalogKeys } from './query-keys';

/** Cognitive or Aptitude games of the ace edition: add, edit, delete. */
export function AceGamesSection({ kind }: { kind: AceGameKind }) {
  const text = useText();
  const labels = aceGameLabels[kind];
  const query = useAceGames(kind);
  const modal = useModalTarget<AceGame>();
  const actions = useEditDeleteActions<AceGame>(
    {
      noun: text(labels.deleteNoun),
      path: (id) => `/api/ace-games/${encodeURIComponent(id)}`,
      queryKey: catalogKeys.aceGames(kind),
    },
    modal.open,
  );
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title={text(labels.title)}
      action={<AddButton label={text(labels.add)} onClick={() => modal.open('new')} />}
      query={query}
      noun={text(labels.listNoun)}
      emptyText={text(labels.empty)}
      icon={<IconBrain />}
      minWidth={560}
      spacing="xs"
      columns={[
        {
          header: text('console.catalog.aceGames.columns.name'),
          cell: (game) => game.name,
          td: { fw: 500 },
        },
        {
          header: text('console.catalog.aceGames.columns.image'),
          cell: (game) => <LogoThumb url={game.image} name={game.name} />,
        },
        {
          header: text('console.catalog.aceGames.columns.secondName'),
          cell: (game) => game.secondName,
        },
        { header: text('console.catalog.aceGames.columns.type'), cell: (game) => game.type },
      ]}
      rowKey={(game) => game.id}
      actions={actions}
      actionsWidth={100}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text(editing ? labels.edit : labels.add)}
      >
        <AceGameForm key={modal.key} kind={kind} game={editing} onDone={modal.close} />
      </Modal>
    </ListSection>
  );
}
