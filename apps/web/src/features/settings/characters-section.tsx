import { Modal } from '@mantine/core';
import { EditAction } from '../../app/ui/icon-action';
import { ListSection } from '../../app/ui/list-section';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type Character, useCharacters } from './api';
import { CharacterForm } from './character-form';

/** Characters: the game's cast, edit only (part A §2). */
export function CharactersSection() {
  const query = useCharacters();
  const modal = useModalTarget<Character>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title="Characters"
      query={query}
      noun="characters"
      emptyText="No characters yet."
      minWidth={280}
      columns={[
        { header: 'Key', cell: (item) => item.key },
        { header: 'Name', cell: (item) => item.name },
      ]}
      rowKey={(item) => item.key}
      actions={(item) => <EditAction name={item.key} onEdit={() => modal.open(item)} />}
      actionsWidth={70}
    >
      <Modal opened={modal.opened} onClose={modal.close} title="Edit Character">
        {editing ? <CharacterForm key={modal.key} item={editing} onDone={modal.close} /> : null}
      </Modal>
    </ListSection>
  );
}
