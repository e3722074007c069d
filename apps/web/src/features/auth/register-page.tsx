import '../../app/console-styles';
import { Alert, Anchor, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePublicConfig } from '../../app/public-config';
import { PlanCard } from '../billing/plan-card';
import { isFreePlan, usePlansQuery } from '../billing/plans';
import { AuthLayout } from './auth-layout';
import { RegisterForm } from './register-form';

function FreePlanCard() {
  const plans = usePlansQuery();
  if (plans.isPending) {
    return <Loader size="sm" aria-label="Loading plans" />;
  }
  const plan = plans.data?.find(isFreePlan);
  return plan ? <PlanCard plan={plan} highlighted fill={false} /> : null;
}

export function RegisterPage() {
  const [params] = useSearchParams();
  const config = usePublicConfig();
  const [successMessage, setSuccessMessage] = useState<string | null>(null);
  const isFree = params.get('free') === 'true' || params.get('plan') === 'free';
  // Part B §4: the progress edition registers everyone on the free plan.
  const showsFreePlan = isFree || config.data?.edition === 'progress';

  const loginLink = (
    <Text size="sm" ta="center">
      Already registered?{' '}
      <Anchor component={Link} to="/auth/login">
        Login
      </Anchor>
    </Text>
  );

  if (successMessage) {
    return (
      <AuthLayout title="Register">
        <Alert color="green">{successMessage}</Alert>
        {loginLink}
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Register" wide={showsFreePlan}>
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
