import type { PricingPlan } from '@app/domain';
import { Button, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconPencil, IconTags } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ListState } from '../../app/ui/list-state';
import { useModalTarget } from '../../app/ui/use-modal-target';
import { useText } from '../../i18n/language-switch';
import { PlanCard } from './plan-card';
import { PlanEditForm } from './plan-edit-form';
import { usePlansQuery } from './plans';

/** What the card does not show: where it sits, its provider price and its contact address. */
function PlanDetails({ plan, onEdit }: { plan: PricingPlan; onEdit: () => void }) {
  const text = useText();
  const details = {
    position: String(plan.orderPosition),
    priceId: plan.priceId ?? text('console.billing.pricingPlans.noPriceId'),
  };
  return (
    <Stack gap={6}>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {plan.contactEmail
          ? text('console.billing.pricingPlans.detailsWithContact', {
              ...details,
              contact: plan.contactEmail,
            })
          : text('console.billing.pricingPlans.details', details)}
      </Text>
      <Button
        variant="light"
        leftSection={<IconPencil size={16} />}
        onClick={onEdit}
        aria-label={text('console.billing.pricingPlans.editNamed', { name: plan.name })}
      >
        {text('console.billing.pricingPlans.edit')}
      </Button>
    </Stack>
  );
}

/** Part B §3: every plan from GET /api/plans in its order, Free included, each editable. */
export function PricingPlansSection() {
  const text = useText();
  // ListState takes any list query; the plans query is one.
  const query: UseQueryResult<PricingPlan[]> = usePlansQuery();
  const modal = useModalTarget<PricingPlan>();
  const editing = modal.target === 'new' ? null : modal.target;

  return (
    <>
      <ListState
        query={query}
        noun={text('console.billing.pricingPlans.noun')}
        emptyText={text('console.billing.pricingPlans.empty')}
        icon={<IconTags />}
      >
        {(items) => (
          <SimpleGrid cols={{ base: 1, sm: 2, xl: 4 }} spacing="md">
            {items.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                contactUs={text('console.billing.plans.contactUs')}
                action={<PlanDetails plan={plan} onEdit={() => modal.open(plan)} />}
              />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      <Modal
        opened={modal.opened}
        onClose={modal.close}
        title={text('console.billing.pricingPlans.editTitle')}
        size="lg"
      >
        {editing ? <PlanEditForm key={modal.key} plan={editing} onDone={modal.close} /> : null}
      </Modal>
    </>
  );
}
