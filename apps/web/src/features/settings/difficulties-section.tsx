import { Modal } from '@mantine/core';
import { formatNumber } from '../../app/format';
import { EditAction } from '../../app/ui/icon-action';
import { AddButton, ListSection } from '../../app/ui/list-section';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { type Difficulty, useDifficulties } from './api';
import { DifficultyForm } from './difficulty-form';

/** Level Difficulty: add and edit, no delete (part A §2). */
export function DifficultiesSection() {
  const text = useText();
  const query = useDifficulties();
  const modal = useModalTarget<Difficulty>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title={text('console.settings.difficulties.title')}
      action={
        <AddButton
          label={text('console.settings.difficulties.add')}
          onClick={() => modal.open('new')}
        />
      }
      query={query}
      noun={text('console.settings.difficulties.noun')}
      emptyText={text('console.settings.difficulties.empty')}
      minWidth={300}
      columns={[
        {
          header: text('console.settings.difficulties.difficulty'),
          cell: (item) => item.difficulty,
        },
        {
          header: text('console.settings.difficulties.passingScore'),
          cell: (item) => formatNumber(item.passingScore),
          align: 'right',
        },
      ]}
      rowKey={(item) => item.id}
      actions={(item) => <EditAction name={item.difficulty} onEdit={() => modal.open(item)} />}
      actionsWidth={70}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text(
          editing ? 'console.settings.difficulties.edit' : 'console.settings.difficulties.add',
        )}
      >
        <DifficultyForm key={modal.key} item={editing} onDone={modal.close} />
      </Modal>
    </ListSection>
  );
}
