import { Modal, Table } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { formatNumber } from '../../app/format';
import { IconAction } from '../../app/ui/icon-action';
import { ListState } from '../../app/ui/list-state';
import { SectionCard } from '../../app/ui/section-card';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { type QuestionReward, useQuestionRewards } from './api';
import { QuestionRewardForm } from './question-reward-form';

/** Question Reward: one value per question type, edit only (part A §2). */
export function QuestionRewardsSection() {
  const query = useQuestionRewards();
  const modal = useModalTarget<QuestionReward>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <SectionCard title="Question Reward">
      <ListState query={query} noun="question rewards" emptyText="No question rewards yet.">
        {(items) => (
          <Table.ScrollContainer minWidth={280}>
            <Table striped highlightOnHover verticalSpacing={6}>
              <Table.Thead style={{ whiteSpace: 'nowrap' }}>
                <Table.Tr>
                  <Table.Th>Type</Table.Th>
                  <Table.Th ta="right">Value</Table.Th>
                  <Table.Th w={70} ta="right">
                    Actions
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((item) => (
                  <Table.Tr key={item.type}>
                    <Table.Td>{item.type}</Table.Td>
                    <Table.Td ta="right">{formatNumber(item.value)}</Table.Td>
                    <Table.Td ta="right">
                      <IconAction
                        label={`Edit ${item.type}`}
                        icon={<IconPencil size={18} />}
                        onClick={() => modal.open(item)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListState>
      <Modal opened={modal.opened} onClose={modal.close} title="Edit Question Reward">
        {editing ? (
          <QuestionRewardForm key={modal.key} item={editing} onDone={modal.close} />
        ) : null}
      </Modal>
    </SectionCard>
  );
}
