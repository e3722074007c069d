import { Modal } from '@mantine/core';
import { formatNumber } from '../../app/format';
import { EditAction } from '../../app/ui/icon-action';
import { AddButton, ListSection } from '../../app/ui/list-section';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type Difficulty, useDifficulties } from './api';
import { DifficultyForm } from './difficulty-form';

/** Level Difficulty: add and edit, no delete (part A §2). */
export function DifficultiesSection() {
  const query = useDifficulties();
  const modal = useModalTarget<Difficulty>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title="Level Difficulty"
      action={<AddButton label="Add Level Difficulty" onClick={() => modal.open('new')} />}
      query={query}
      noun="level difficulties"
      emptyText="No level difficulties yet."
      minWidth={300}
      columns={[
        { header: 'Difficulty', cell: (item) => item.difficulty },
        {
          header: 'Passing Score',
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
        title={editing ? 'Edit Level Difficulty' : 'Add Level Difficulty'}
      >
        <DifficultyForm key={modal.key} item={editing} onDone={modal.close} />
      </Modal>
    </ListSection>
  );
}
