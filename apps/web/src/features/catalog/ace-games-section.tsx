import type { AceGameKind } from '@app/domain';
import { Modal } from '@mantine/core';
import { IconBrain } from '@tabler/icons-react';
import { AddButton, ListSection } from '../../app/ui/list-section';
import { useEditDeleteActions } from '../../app/ui/use-delete-item';
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
  const actions = useEditDeleteActions<AceGame>(
    {
      noun: `${labels.type} game`,
      path: (id) => `/api/ace-games/${encodeURIComponent(id)}`,
      queryKey: catalogKeys.aceGames(kind),
    },
    modal.open,
  );
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title={labels.title}
      action={<AddButton label={`Add ${labels.type} Game`} onClick={() => modal.open('new')} />}
      query={query}
      noun={labels.title.toLowerCase()}
      emptyText={`No ${labels.title.toLowerCase()} yet.`}
      icon={<IconBrain />}
      minWidth={560}
      spacing="xs"
      columns={[
        { header: 'Name', cell: (game) => game.name, td: { fw: 500 } },
        { header: 'Image', cell: (game) => <LogoThumb url={game.image} name={game.name} /> },
        { header: 'Second Name', cell: (game) => game.secondName },
        { header: 'Type', cell: (game) => game.type },
      ]}
      rowKey={(game) => game.id}
      actions={actions}
      actionsWidth={100}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={editing ? `Edit ${labels.type} Game` : `Add ${labels.type} Game`}
      >
        <AceGameForm key={modal.key} kind={kind} game={editing} onDone={modal.close} />
      </Modal>
    </ListSection>
  );
}
