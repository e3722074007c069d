import { Modal } from '@mantine/core';
import { EditAction } from '../../app/ui/icon-action';
import { ListSection } from '../../app/ui/list-section';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { type Character, useCharacters } from './api';
import { CharacterForm } from './character-form';

/** Characters: the game's cast, edit only (part A §2). */
export function CharactersSection() {
  const text = useText();
  const query = useCharacters();
  const modal = useModalTarget<Character>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title={text('console.settings.characters.title')}
      query={query}
      noun={text('console.settings.characters.noun')}
      emptyText={text('console.settings.characters.empty')}
      minWidth={280}
      columns={[
        { header: text('console.settings.characters.key'), cell: (item) => item.key },
        { header: text('console.settings.characters.name'), cell: (item) => item.name },
      ]}
      rowKey={(item) => item.key}
      actions={(item) => <EditAction name={item.key} onEdit={() => modal.open(item)} />}
      actionsWidth={70}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text('console.settings.characters.edit')}
      >
        {editing ? <CharacterForm key={modal.key} item={editing} onDone={modal.close} /> : null}
      </Modal>
    </ListSection>
  );
}
