import {
  bannerMessages,
  canUpgradePlan,
  type PlanStanding,
  planLimitMessages,
  planName,
  type SessionUser,
  showsFreePlanBanner,
} from '@app/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { toDateInput } from '../../app/dates';
import { usePlanStanding } from './plan-standing';
import { SelectPlanModal } from './select-plan-modal';
import { WayForward } from './way-forward';

type Props = {
  user: SessionUser;
  pathname: string;
  /** Where the browser goes for the card checkout (tests watch it; jsdom cannot navigate). */
  leaveFor?: (url: string) => void;
};

/**
 * A paid plan past its expiry is held to the free limits (part A §2): said on every page, the
 * dashboard too, with the date and the way to renew.
 */
function ExpiredBanner({
  standing,
  leaveFor,
}: {
  standing: PlanStanding;
  leaveFor?: Props['leaveFor'];
}) {
  return (
    <Paper withBorder bg="orange.0" p="sm" mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 20rem' }}>
          <IconAlertTriangle size={20} color="var(--mantine-color-orange-8)" aria-hidden />
          <Text fw={600} size="sm">
            {planLimitMessages.expired(planName(standing.plan), toDateInput(standing.expiry))}
          </Text>
        </Group>
        <WayForward
          standing={standing}
          upgradeLabel={planLimitMessages.renew}
          leaveFor={leaveFor}
        />
      </Group>
    </Paper>
  );
}

/** Before the plan is known (or if it cannot be read), the session's edition decides, as before. */
function SessionUpgrade({ user, leaveFor }: Pick<Props, 'user' | 'leaveFor'>) {
  const [isOpen, { open, close }] = useDisclosure(false);
  if (!canUpgradePlan(user.projectType)) {
    return null;
  }
  return (
    <>
      <Button size="xs" onClick={open}>
        {bannerMessages.upgradeYourPlan}
      </Button>
      <SelectPlanModal opened={isOpen} onClose={close} leaveFor={leaveFor} />
    </>
  );
}

/** Part A §2 'Your current plan is: FREE', and the expired-plan banner. */
export function FreePlanBanner({ user, pathname, leaveFor }: Props) {
  const standing = usePlanStanding(user.role !== 'superAdmin');
  if (standing.data?.expired) {
    return <ExpiredBanner standing={standing.data} leaveFor={leaveFor} />;
  }
  if (!showsFreePlanBanner({ plan: user.plan, pathname })) {
    return null;
  }
  return (
    <Paper withBorder bg="yellow.0" p="sm" mb="md" role="status">
      <Group justify="space-between" gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconInfoCircle size={20} color="var(--mantine-color-yellow-8)" aria-hidden />
          <Text fw={600} size="sm">
            {bannerMessages.currentPlanFree}
          </Text>
        </Group>
        {standing.data ? (
          <WayForward standing={standing.data} leaveFor={leaveFor} />
        ) : standing.isError ? (
          <SessionUpgrade user={user} leaveFor={leaveFor} />
        ) : null}
      </Group>
    </Paper>
  );
}
