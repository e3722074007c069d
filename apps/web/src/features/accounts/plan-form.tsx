import {
  FREE_PLAN_PRESET,
  MAX_ASSESSMENTS_LIMIT,
  MAX_USERS_LIMIT,
  type Plan,
  plans,
} from '@app/domain';
import {
  Alert,
  Group,
  NumberInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { planLabels } from '../billing/plans';
import { type AccountRow, useChangePlan } from './api';
import { checkPlan, initialPlanValues, type PlanValues } from './plan-values';

type Props = { account: AccountRow; onDone: () => void };

const isPlan = (value: string): value is Plan => plans.some((plan) => plan === value);

/** 'Choose a plan' (part A §5): the limits and expiry only for a paid plan. */
export function PlanForm({ account, onDone }: Props) {
  const text = useText();
  const [failure, setFailure] = useState<string | null>(null);
  // Controlled, because choosing Free hides fields at once.
  const form = useAppForm<PlanValues>({
    initialValues: initialPlanValues(account),
    validate: (values) => {
      const check = checkPlan(values);
      return check.ok ? {} : check.errors;
    },
  });
  const mutation = useChangePlan(account.id);
  const isFree = form.values.plan === 'free';

  const submit = form.onSubmit((values) => {
    const check = checkPlan(values);
    if (!check.ok) {
      return;
    }
    setFailure(null);
    mutation.mutate(check.form, {
      onSuccess: ({ message }) => {
        notifications.show({ color: 'green', message });
        onDone();
      },
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <Radio.Group
          label={text('console.accounts.planForm.plan')}
          required
          value={form.values.plan}
          onChange={(value) => {
            if (isPlan(value)) {
              form.setFieldValue('plan', value);
            }
          }}
          error={form.errors.plan}
        >
          <Group gap="lg" mt={6}>
            {plans.map((plan) => (
              <Radio
                key={plan}
                value={plan}
                label={text(planLabels[plan])}
                // Focus starts on the current plan, where the arrow keys change it.
                data-autofocus={plan === account.plan ? true : undefined}
              />
            ))}
          </Group>
        </Radio.Group>
        {isFree ? (
          <Text size="sm" c="dimmed">
            {text('console.accounts.planForm.freePlan', {
              maxUsers: String(FREE_PLAN_PRESET.maxUsers),
              maxAssessments: String(FREE_PLAN_PRESET.maxAssessments),
            })}
          </Text>
        ) : (
          <>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              <NumberInput
                label={text('console.accounts.planForm.maxUsers')}
                required
                min={1}
                max={MAX_USERS_LIMIT}
                allowDecimal={false}
                allowNegative={false}
                // Out-of-range values stay as typed, so the message says what is allowed.
                clampBehavior="none"
                {...form.getInputProps('maxUsers')}
              />
              <NumberInput
                label={text('console.accounts.planForm.maxAssessments')}
                required
                min={1}
                max={MAX_ASSESSMENTS_LIMIT}
                allowDecimal={false}
                allowNegative={false}
                clampBehavior="none"
                {...form.getInputProps('maxAssessments')}
              />
            </SimpleGrid>
            <TextInput
              type="date"
              label={text('console.accounts.planForm.expiry')}
              description={text('console.accounts.planForm.expiryHint')}
              {...form.getInputProps('expiry')}
            />
          </>
        )}
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
