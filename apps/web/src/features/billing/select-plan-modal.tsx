import {
  bannerMessages,
  checkoutResponseSchema,
  type PricingPlan,
  planLimitMessages,
} from '@app/domain';
import { Alert, Button, Center, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { apiPost, errorMessage } from '../../app/api-client';
import { toDateInput } from '../../app/dates';
import { leaveConsoleFor } from '../../app/leave-console';
import { usePublicConfig } from '../../app/public-config';
import { useText } from '../../i18n/language-switch';
import { PlanCard } from './plan-card';
import { useRequestLargerPlan } from './plan-standing';
import { isFreePlan, usePlansQuery } from './plans';

type Props = { opened: boolean; onClose: () => void; leaveFor?: (url: string) => void };

function PlanAction({
  plan,
  onUpgrade,
  isBusy,
  label,
}: {
  plan: PricingPlan;
  onUpgrade: () => void;
  isBusy: boolean;
  label: string;
}) {
  const text = useText();
  if (plan.price === null) {
    return plan.contactEmail ? (
      <Stack gap={4}>
        <Button component="a" href={`mailto:${plan.contactEmail}`} variant="light">
          {text('console.billing.selectPlan.contactUs')}
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {plan.contactEmail}
        </Text>
      </Stack>
    ) : null;
  }
  return (
    <Button onClick={onUpgrade} loading={isBusy} disabled={isBusy}>
      {label}
    </Button>
  );
}

/** Mounted only while the dialog is open, so plans load when someone asks for them. */
function PlanList({ leaveFor }: { leaveFor: (url: string) => void }) {
  const text = useText();
  const plans = usePlansQuery();
  const config = usePublicConfig();
  const [notice, setNotice] = useState<string | null>(null);
  const offered = (plans.data ?? []).filter((plan) => !isFreePlan(plan));
  const checkout = useMutation({
    mutationFn: (planId: string) =>
      apiPost('/api/billing/checkout', { planId }, checkoutResponseSchema),
    // The card page is the payment provider's; the browser leaves the console for it.
    onSuccess: ({ url }) => leaveFor(url),
    onError: (error) => setNotice(errorMessage(error)),
  });

  const request = useRequestLargerPlan();
  const paymentsEnabled = config.data?.paymentsEnabled === true;
  // Without card payments nothing pretends to charge: the plan is requested from the operator,
  // who sees it in the accounts list (docs/decisions/0020-plan-limits-way-forward.md).
  const upgrade = (planId: string) => {
    setNotice(null);
    if (paymentsEnabled) {
      checkout.mutate(planId);
      return;
    }
    request.mutate(planId, {
      onSuccess: (standing) =>
        setNotice(planLimitMessages.requestSent(toDateInput(standing.upgradeRequestedAt))),
      onError: (error) => setNotice(errorMessage(error)),
    });
  };

  return (
    <Stack gap="md">
      {notice ? <Alert color="yellow">{notice}</Alert> : null}
      {/* Upgrade's answer depends on whether card payments are on: no plan shows before that
          is known. */}
      {plans.isPending || config.isPending ? (
        <Center py="xl">
          <Loader aria-label={text('console.billing.selectPlan.loading')} />
        </Center>
      ) : null}
      {plans.isError ? <Alert color="red">{errorMessage(plans.error)}</Alert> : null}
      {config.isError ? <Alert color="red">{errorMessage(config.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.max(1, Math.min(offered.length, 4)) }}>
        {(config.isSuccess ? offered : []).map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            contactUs={text('console.billing.plans.contactUs')}
            action={
              <PlanAction
                plan={plan}
                onUpgrade={() => upgrade(plan.id)}
                isBusy={
                  (checkout.isPending && checkout.variables === plan.id) ||
                  (request.isPending && request.variables === plan.id)
                }
                label={
                  paymentsEnabled
                    ? text('console.billing.selectPlan.upgrade')
                    : text('console.billing.selectPlan.request')
                }
              />
            }
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Part A §2: 'Select your plan', the pricing plans except Free. */
export function SelectPlanModal({ opened, onClose, leaveFor = leaveConsoleFor }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={bannerMessages.selectYourPlan} size={1200}>
      <PlanList leaveFor={leaveFor} />
    </Modal>
  );
}
