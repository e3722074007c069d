import type { PricingPlan } from '@app/domain';
import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTags } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListState } from '../../app/ui/list-state';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { PlanCard } from './plan-card';
import { PlanEditForm } from './plan-edit-form';
import { usePlansQuery } from './plans';

/** What the card does not show: where it sits, its provider price and its contact address. */
function PlanDetails({ plan, onEdit }: { plan: PricingPlan; onEdit: () => void }) {
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Order position: {plan.orderPosition} · Price ID: {plan.priceId ?? 'none'}
        {plan.contactEmail ? ` · Contact: ${plan.contactEmail}` : ''}
      </Text>
      <Button
        variant="light"
        leftSection={<IconPencil size={16} />}
        onClick={onEdit}
        aria-label={`Edit ${plan.name}`}
      >
        Edit
      </Button>
    </Stack>
  );
}

/** Part B §3: every plan from GET /api/plans in its order, Free included, each editable. */
export function PricingPlansSection() {
  // ListState takes any list query; the plans query is one.
  const query: UseQueryResult<PricingPlan[]> = usePlansQuery();
  const modal = useModalTarget<PricingPlan>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <>
      <ListState
        query={query}
        noun="pricing plans"
        emptyText="No pricing plans."
        icon={<IconTags />}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
            {items.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={<PlanDetails plan={plan} onEdit={() => modal.open(plan)} />}
              />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      <Modal opened={modal.opened} onClose={modal.close} title="Edit Pricing Plan" size="lg">
        {editing ? <PlanEditForm key={modal.key} plan={editing} onDone={modal.close} /> : null}
      </Modal>
    </>
  );
}
