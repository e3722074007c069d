import { type SsoProviderView, ssoMessages } from '@app/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { errorMessage } from '../../app/api-client';
import { type SsoBase, useVerifySsoDomain } from './api';
import { CopyValue } from './copy-value';

type Props = {
  base: SsoBase;
  provider: SsoProviderView;
  /** The super admin may vouch for a domain whose owner cannot add DNS records. */
  canVerifyByHand: boolean;
};

/**
 * The TXT record that proves the domain is the account's, shown until it is verified. A record
 * not found yet is said beside the button (it is what to do next, not a passing notice).
 */
export function DomainVerification({ base, provider, canVerifyByHand }: Props) {
  const verify = useVerifySsoDomain(base);
  const [error, setError] = useState<string | null>(null);
  const run = (byHand: boolean) => {
    setError(null);
    verify.mutate(
      { byHand },
      {
        onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };
  const pendingByHand = verify.isPending ? verify.variables.byHand : null;
  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-yellow-light)">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {ssoMessages.verifyTitle}
        </Title>
        <Text size="sm">{ssoMessages.verifyIntro(provider.domain)}</Text>
        <Stack gap="xs" component="dl" m={0}>
          <CopyValue label={ssoMessages.recordName} value={provider.verificationRecord.name} />
          <CopyValue label={ssoMessages.recordValue} value={provider.verificationRecord.value} />
        </Stack>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button
            onClick={() => run(false)}
            loading={pendingByHand === false}
            disabled={verify.isPending}
          >
            {ssoMessages.checkRecord}
          </Button>
          {canVerifyByHand ? (
            <Button
              variant="default"
              onClick={() => run(true)}
              loading={pendingByHand === true}
              disabled={verify.isPending}
            >
              {ssoMessages.verifyByHand}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
