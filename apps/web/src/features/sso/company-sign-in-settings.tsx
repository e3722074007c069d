import { ssoMessages } from '@app/domain';
import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { QueryError, QueryLoader } from '../../app/ui/list-state';
import { type SsoBase, useSsoSettings } from './api';
import { ProviderDetails } from './provider-details';
import { ProviderForm } from './provider-form';

type Props = {
  /** Whose company sign-in: the admin's own account, or one the super admin opened. */
  base: SsoBase;
  /** The super admin's "Mark the domain verified" beside "Check the record". */
  canVerifyByHand?: boolean;
};

/**
 * Company sign-in of one account (docs/decisions/0032-company-sign-in.md): the set-up form when
 * there is none, else the provider with its domain's proof, the password switch and removal.
 */
export function CompanySignInSettings({ base, canVerifyByHand = false }: Props) {
  const query = useSsoSettings(base);
  let content: ReactNode;
  if (query.isPending) {
    content = <QueryLoader noun={ssoMessages.cardTitle} />;
  } else if (query.isError) {
    content = <QueryError query={query} noun={ssoMessages.cardTitle} />;
  } else if (query.data.provider === null) {
    content = <ProviderForm base={base} />;
  } else {
    content = (
      <ProviderDetails
        base={base}
        provider={query.data.provider}
        canVerifyByHand={canVerifyByHand}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {ssoMessages.cardIntro}
      </Text>
      {content}
    </Stack>
  );
}
