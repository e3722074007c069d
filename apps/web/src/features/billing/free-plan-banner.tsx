import { bannerMessages, canUpgradePlan, type SessionUser, showsFreePlanBanner } from '@app/domain';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { SelectPlanModal } from './select-plan-modal';

type Props = {
  user: SessionUser;
  pathname: string;
  /** Where the browser goes for the card checkout (tests watch it; jsdom cannot navigate). */
  leaveFor?: (url: string) => void;
};

export function FreePlanBanner({ user, pathname, leaveFor }: Props) {
  const [isOpen, { open, close }] = useDisclosure(false);
  if (!showsFreePlanBanner({ plan: user.plan, pathname })) {
    return null;
  }
  const canUpgrade = canUpgradePlan(user.projectType);
  return (
    <>
      <Paper withBorder bg="yellow.0" p="sm" mb="md" role="status">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <IconInfoCircle size={20} color="var(--mantine-color-yellow-8)" aria-hidden />
            <Text fw={600} size="sm">
              {bannerMessages.currentPlanFree}
            </Text>
          </Group>
          {canUpgrade ? (
            <Button size="xs" onClick={open}>
              {bannerMessages.upgradeYourPlan}
            </Button>
          ) : null}
        </Group>
      </Paper>
      {canUpgrade ? <SelectPlanModal opened={isOpen} onClose={close} leaveFor={leaveFor} /> : null}
    </>
  );
}
