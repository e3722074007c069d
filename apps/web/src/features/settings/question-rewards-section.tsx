import { Modal } from '@mantine/core';
import { formatNumber } from '../../app/format';
import { EditAction } from '../../app/ui/icon-action';
import { ListSection } from '../../app/ui/list-section';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { type QuestionReward, useQuestionRewards } from './api';
import { QuestionRewardForm } from './question-reward-form';

/** Question Reward: one value per question type, edit only (part A §2). */
export function QuestionRewardsSection() {
  const text = useText();
  const query = useQuestionRewards();
  const modal = useModalTarget<QuestionReward>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <ListSection
      title={text('console.settings.questionRewards.title')}
      query={query}
      noun={text('console.settings.questionRewards.noun')}
      emptyText={text('console.settings.questionRewards.empty')}
      minWidth={280}
      columns={[
        { header: text('console.settings.questionRewards.type'), cell: (item) => item.type },
        {
          header: text('console.settings.questionRewards.value'),
          cell: (item) => formatNumber(item.value),
          align: 'right',
        },
      ]}
      rowKey={(item) => item.type}
      actions={(item) => <EditAction name={item.type} onEdit={() => modal.open(item)} />}
      actionsWidth={70}
    >
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text('console.settings.questionRewards.edit')}
      >
        {editing ? (
          <QuestionRewardForm key={modal.key} item={editing} onDone={modal.close} />
        ) : null}
      </Modal>
    </ListSection>
  );
}
