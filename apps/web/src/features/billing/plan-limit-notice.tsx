import { atAssessmentLimit, atUsersLimit, planLimitMessages } from '@app/domain';
import { Alert, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useSignedInUser } from '../../app/session';
import { usePlanStanding } from './plan-standing';
import { WayForward } from './way-forward';

/** The account's plan, read for a customer admin only: the super admin has no plan limits. */
function useAdminStanding() {
  const user = useSignedInUser();
  return usePlanStanding(user.role === 'admin').data;
}

/**
 * The wizard's and the easy flow's first step: an account at its game limit is told before it
 * fills eight steps, with the way forward; the draft is kept (docs/decisions/
 * plan-limits-way-forward.md).
 */
export function AssessmentLimitNotice() {
  const standing = useAdminStanding();
  if (!standing || !atAssessmentLimit(standing)) {
    return null;
  }
  return (
    <Alert color="yellow" icon={<IconLock size={18} />} title={planLimitMessages.limitReachedTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {planLimitMessages.assessments(standing.limits.maxAssessments, standing.wayForward)}
        </Text>
        <Text size="sm">{planLimitMessages.draftKept}</Text>
        <WayForward standing={standing} />
      </Stack>
    </Alert>
  );
}

/** What the users list shows of the plan: used of allowed, and whether one more fits. */
export function useUsersLimit(): { label: string | null; reached: boolean } {
  const standing = useAdminStanding();
  if (!standing) {
    return { label: null, reached: false };
  }
  return {
    label: planLimitMessages.usersUsed(standing.used.users, standing.limits.maxUsers),
    reached: atUsersLimit(standing),
  };
}

/** Why Add User is disabled, and the way forward; nothing while users still fit. */
export function UsersLimitNotice({ id }: { id?: string }) {
  const standing = useAdminStanding();
  if (!standing || !atUsersLimit(standing)) {
    return null;
  }
  return (
    <Alert
      id={id}
      color="yellow"
      icon={<IconLock size={18} />}
      title={planLimitMessages.limitReachedTitle}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          {planLimitMessages.addUserRefused(standing.limits.maxUsers, standing.wayForward)}
        </Text>
        <WayForward standing={standing} />
      </Stack>
    </Alert>
  );
}
