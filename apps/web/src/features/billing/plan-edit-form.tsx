import { MAX_ASSESSMENTS_LIMIT, MAX_USERS_LIMIT, type PricingPlan } from '@app/domain';
import { Alert, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { applyApiError } from '../../app/ui/api-form-error';
import { FormActions } from '../../app/ui/form-actions';
import { useAppForm } from '../../app/ui/use-app-form';
import { useText } from '../../i18n/language-switch';
import { useUpdatePlan } from './admin-api';
import { checkPlanEdit, initialPlanEditValues, type PlanEditValues } from './plan-edit-values';

type Props = { plan: PricingPlan; onDone: () => void };

/** One pricing plan as the register card and 'Select your plan' show it (part B §3). */
export function PlanEditForm({ plan, onDone }: Props) {
  const text = useText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useAppForm<PlanEditValues>({
    mode: 'uncontrolled',
    initialValues: initialPlanEditValues(plan),
    validate: (values) => {
      const check = checkPlanEdit(values, text);
      return check.ok ? {} : check.errors;
    },
  });
  const mutation = useUpdatePlan(plan.id);

  const submit = form.onSubmit((values) => {
    const check = checkPlanEdit(values, text);
    if (!check.ok) {
      return;
    }
    setFailure(null);
    mutation.mutate(check.update, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: text('console.billing.planEdit.saved', { name: saved.name }),
        });
        onDone();
      },
      onError: (error) => setFailure(applyApiError(form, error)),
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {failure ? <Alert color="red">{failure}</Alert> : null}
        <TextInput
          label={text('console.billing.planEdit.name')}
          required
          maxLength={60}
          data-autofocus
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={text('console.billing.planEdit.price')}
            description={text('console.billing.planEdit.priceHint')}
            min={0}
            max={1_000_000}
            decimalScale={2}
            allowNegative={false}
            clampBehavior="none"
            leftSection="$"
            key={form.key('price')}
            {...form.getInputProps('price')}
          />
          <NumberInput
            label={text('console.billing.planEdit.orderPosition')}
            description={text('console.billing.planEdit.orderPositionHint')}
            required
            min={0}
            max={100}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            key={form.key('orderPosition')}
            {...form.getInputProps('orderPosition')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NumberInput
            label={text('console.billing.planEdit.assessments')}
            description={text('console.billing.planEdit.assessmentsHint')}
            min={1}
            max={MAX_ASSESSMENTS_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            key={form.key('maxAssessments')}
            {...form.getInputProps('maxAssessments')}
          />
          <NumberInput
            label={text('console.billing.planEdit.users')}
            description={text('console.billing.planEdit.usersHint')}
            min={1}
            max={MAX_USERS_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            key={form.key('maxUsers')}
            {...form.getInputProps('maxUsers')}
          />
        </SimpleGrid>
        <Textarea
          label={text('console.billing.planEdit.features')}
          description={text('console.billing.planEdit.featuresHint')}
          autosize
          minRows={4}
          maxRows={10}
          key={form.key('features')}
          {...form.getInputProps('features')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={text('console.billing.planEdit.priceId')}
            description={text('console.billing.planEdit.priceIdHint')}
            maxLength={200}
            key={form.key('priceId')}
            {...form.getInputProps('priceId')}
          />
          <TextInput
            type="email"
            label={text('console.billing.planEdit.contactEmail')}
            description={text('console.billing.planEdit.contactEmailHint')}
            key={form.key('contactEmail')}
            {...form.getInputProps('contactEmail')}
          />
        </SimpleGrid>
        <FormActions isBusy={mutation.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
