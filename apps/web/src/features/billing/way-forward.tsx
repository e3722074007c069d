import { bannerMessages, type PlanStanding, planLimitMessages } from '@app/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { errorMessage } from '../../app/api-client';
import { toDateInput } from '../../app/dates';
import { useRequestLargerPlan } from './plan-standing';
import { SelectPlanModal } from './select-plan-modal';

type Props = {
  standing: PlanStanding;
  /** The Upgrade button's words ('Upgrade your plan', or 'Renew your plan' for a lapsed plan). */
  upgradeLabel?: string;
  size?: 'xs' | 'sm';
  leaveFor?: (url: string) => void;
};

/**
 * The way past a plan limit, and only one that exists (docs/decisions/0020-plan-limits-way-forward.md):
 * Upgrade opens 'Select your plan' where card payments are on in the ace edition; otherwise the
 * admin asks the operator, who sees the request in the accounts list and by mail.
 */
export function WayForward({
  standing,
  upgradeLabel = bannerMessages.upgradeYourPlan,
  size = 'xs',
  leaveFor,
}: Props) {
  const [isOpen, { open, close }] = useDisclosure(false);
  const request = useRequestLargerPlan();
  if (standing.wayForward === 'upgrade') {
    return (
      <>
        <Button size={size} onClick={open}>
          {upgradeLabel}
        </Button>
        <SelectPlanModal opened={isOpen} onClose={close} leaveFor={leaveFor} />
      </>
    );
  }
  const requestedOn = standing.upgradeRequestedAt ? toDateInput(standing.upgradeRequestedAt) : null;
  return (
    <Stack gap={4} align="flex-start">
      {requestedOn ? (
        <Text size="sm" role="status">
          {planLimitMessages.requestSent(requestedOn)}
        </Text>
      ) : (
        <Group gap="xs">
          <Button size={size} loading={request.isPending} onClick={() => request.mutate(null)}>
            {planLimitMessages.requestLargerPlan}
          </Button>
        </Group>
      )}
      {request.isError ? (
        <Text size="sm" c="red" role="alert">
          {errorMessage(request.error)}
        </Text>
      ) : null}
      {standing.operatorContact ? (
        <Text size="xs" c="dimmed">
          {planLimitMessages.writeToPrefix}{' '}
          <Anchor href={`mailto:${standing.operatorContact}`} size="xs">
            {standing.operatorContact}
          </Anchor>
          .
        </Text>
      ) : null}
    </Stack>
  );
}
