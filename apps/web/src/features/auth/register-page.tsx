import '../../app/console-styles';
import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../app/public-config';
import { PlanCard } from '../billing/plan-card';
import { isFreePlan, usePlansQuery } from '../billing/plans';
import { AuthLayout } from './auth-layout';
import { useAuthText } from './auth-text';
import { RegisterForm } from './register-form';

function FreePlanCard() {
  const { text } = useAuthText();
  const plans = usePlansQuery();
  if (plans.isPending) {
    return <Loader size="sm" aria-label={text('signIn.register.loadingPlans')} />;
  }
  const plan = plans.data?.find(isFreePlan);
  if (!plan) {
    return null;
  }
  // The plan's limits in the page's language; its name and features are as the super admin
  // wrote them.
  const limits = [
    ...(plan.maxAssessments === null
      ? []
      : [text('signIn.register.planGames', { count: plan.maxAssessments })]),
    ...(plan.maxUsers === null
      ? []
      : [text('signIn.register.planCandidates', { count: plan.maxUsers })]),
  ];
  return (
    <PlanCard
      plan={plan}
      limitLines={limits}
      contactUs={text('signIn.register.contactUs')}
      highlighted
      fill={false}
    />
  );
}

export function RegisterPage() {
  const { text, say } = useAuthText();
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const isFree = params.get('free') === 'true' || params.get('plan') === 'free';
  // Part B §4: the progress edition registers everyone on the free plan.
  const showsFreePlan = isFree || config.data?.edition === 'progress';

  const loginLink = (
    <Text size="sm" ta="center">
      {text('signIn.register.alreadyRegistered')}{' '}
      <Anchor component={Link} to="/auth/login">
        {text('signIn.register.loginLink')}
      </Anchor>
    </Text>
  );

  if (successMessage) {
    return (
      <AuthLayout title={text('signIn.register.title')}>
        <Alert color="green">{say(successMessage)}</Alert>
        {loginLink}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={text('signIn.register.title')} wide={showsFreePlan}>
      <SimpleGrid cols={{ base: 1, md: showsFreePlan ? 2 : 1 }} spacing="xl">
        {showsFreePlan ? <FreePlanCard /> : null}
        <Stack gap="md">
          <RegisterForm isFree={isFree} onRegistered={setSuccessMessage} />
          {loginLink}
        </Stack>
      </SimpleGrid>
    </AuthLayout>
  );
}
