import { Modal } from '@mantine/core';
import { formatNumber } from '../../app/format';
import { EditAction } from '../../app/ui/icon-action';
import { ListSection } from '../../app/ui/list-section';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type QuestionReward, useQuestionRewards } from './api';
import { QuestionRewardForm } from './question-reward-form';

/** Question Reward: one value per question type, edit only (part A §2). */
export function QuestionRewardsSection() {
  const query = useQuestionRewards();
  const modal = useModalTarget<QuestionReward>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title="Question Reward"
      query={query}
      noun="question rewards"
      emptyText="No question rewards yet."
      minWidth={280}
      columns={[
        { header: 'Type', cell: (item) => item.type },
        { header: 'Value', cell: (item) => formatNumber(item.value), align: 'right' },
      ]}
      rowKey={(item) => item.type}
      actions={(item) => <EditAction name={item.type} onEdit={() => modal.open(item)} />}
      actionsWidth={70}
    >
      <Modal opened={modal.opened} onClose={modal.close} title="Edit Question Reward">
        {editing ? (
          <QuestionRewardForm key={modal.key} item={editing} onDone={modal.close} />
        ) : null}
      </Modal>
    </ListSection>
  );
}
