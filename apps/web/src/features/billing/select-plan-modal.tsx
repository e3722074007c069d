import { bannerMessages, type PricingPlan } from '@app/domain';
import { Alert, Button, Center, Loader, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { PlanCard } from './plan-card';
import { isFreePlan, usePlansQuery } from './plans';

type Props = { opened: boolean; onClose: () => void };

function PlanAction({ plan, onUpgrade }: { plan: PricingPlan; onUpgrade: () => void }) {
  if (plan.price === null) {
    return plan.contactEmail ? (
      <Stack gap={4}>
        <Button component="a" href={`mailto:${plan.contactEmail}`} variant="light">
          Contact us
        </Button>
        <Text size="xs" c="dimmed" ta="center">
          {plan.contactEmail}
        </Text>
      </Stack>
    ) : null;
  }
  return <Button onClick={onUpgrade}>Upgrade</Button>;
}

/** Mounted only while the dialog is open, so plans load when someone asks for them. */
function PlanList() {
  const plans = usePlansQuery();
  const [notice, setNotice] = useState<string | null>(null);
  const offered = (plans.data ?? []).filter((plan) => !isFreePlan(plan));

  // No checkout endpoint exists yet (docs/api-contract.md): upgrades go through the super admin
  // whatever /api/public-config says, so every Upgrade explains that.
  const upgrade = () => setNotice(bannerMessages.paymentNotConfigured);

  return (
    <Stack gap="md">
      {notice ? <Alert color="yellow">{notice}</Alert> : null}
      {plans.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading plans" />
        </Center>
      ) : null}
      {plans.isError ? <Alert color="red">{errorMessage(plans.error)}</Alert> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.max(1, Math.min(offered.length, 4)) }}>
        {offered.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            action={<PlanAction plan={plan} onUpgrade={upgrade} />}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** Part A §2: 'Select your plan', the pricing plans except Free. */
export function SelectPlanModal({ opened, onClose }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={bannerMessages.selectYourPlan} size={1200}>
      <PlanList />
    </Modal>
  );
}
