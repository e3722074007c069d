import { type SsoProviderView, ssoMessages } from '@app/domain';
import { Badge, Button, Group, Stack, Switch, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { errorMessage } from '../../app/api-client';
import { type SsoBase, useRemoveSso, useSetPasswordSignIn } from './api';
import { CopyValue, PlainValue } from './copy-value';
import { DomainVerification } from './domain-verification';

type Props = { base: SsoBase; provider: SsoProviderView; canVerifyByHand: boolean };

/**
 * An account's company sign-in once set up: what it was set up with, the redirect URI to
 * register at the provider, the domain's proof while it is missing, the password switch and
 * removal.
 */
export function ProviderDetails({ base, provider, canVerifyByHand }: Props) {
  const passwordSignIn = useSetPasswordSignIn(base);
  const remove = useRemoveSso(base);

  const changePasswordSignIn = (on: boolean) =>
    passwordSignIn.mutate(on, {
      onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
      onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
    });

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: ssoMessages.remove,
      children: <Text size="sm">{ssoMessages.removeConfirm}</Text>,
      labels: { confirm: ssoMessages.remove, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: ({ message }) => notifications.show({ color: 'green', message }),
          onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
        }),
    });

  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge
          variant="light"
          color={provider.domainVerified ? 'green' : 'yellow'}
          miw="max-content"
        >
          {provider.domainVerified ? ssoMessages.statusVerified : ssoMessages.statusUnverified}
        </Badge>
      </Group>
      <Stack gap="xs" component="dl" m={0}>
        <PlainValue label={ssoMessages.issuerLabel} value={provider.issuer} />
        <PlainValue label={ssoMessages.clientIdLabel} value={provider.clientId} />
        <PlainValue label={ssoMessages.domainLabel} value={provider.domain} />
        <CopyValue label={ssoMessages.redirectUriLabel} value={provider.redirectUri} />
      </Stack>
      {provider.domainVerified ? null : (
        <DomainVerification base={base} provider={provider} canVerifyByHand={canVerifyByHand} />
      )}
      <Switch
        label={ssoMessages.passwordSignInLabel}
        description={ssoMessages.passwordSignInHint}
        // Shown as asked while the change is saved; the answer then says what it is.
        checked={passwordSignIn.isPending ? passwordSignIn.variables : provider.passwordSignIn}
        onChange={(event) => changePasswordSignIn(event.currentTarget.checked)}
        // Off only once the domain is proved: until then nobody could sign in at all.
        disabled={!provider.domainVerified || passwordSignIn.isPending}
      />
      <Group>
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} />}
          onClick={confirmRemove}
          loading={remove.isPending}
        >
          {ssoMessages.remove}
        </Button>
      </Group>
    </Stack>
  );
}
