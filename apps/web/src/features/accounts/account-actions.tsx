import { ssoMessages } from '@app/domain';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconCircleArrowUp,
  IconEye,
  IconLock,
  IconLockOpen,
  IconMailCog,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconAction } from '../../app/ui/icon-action';
import { useText } from '../../i18n/language-switch';
import type { AccountRow } from './api';
import { accountLabel } from './use-block-account';

export type AccountRowActions = {
  isToggling: (id: string) => boolean;
  onToggleActive: (account: AccountRow) => void;
  onUpgrade: (account: AccountRow) => void;
  onChangeEmail: (account: AccountRow) => void;
  onCompanySignIn: (account: AccountRow) => void;
};

/** Part A §2: view the account's dashboard as the super admin. */
export const viewPath = (account: AccountRow) =>
  `/assessment/dashboard?id=${encodeURIComponent(account.id)}`;

type Props = { account: AccountRow; actions: AccountRowActions };

/**
 * View, block or unblock, Upgrade, Change Email and Company sign-in; View is a link, so it opens
 * in a new tab too.
 */
export function AccountActions({ account, actions }: Props) {
  const text = useText();
  const named = { account: accountLabel(account) };
  const view = text('console.accounts.actions.view', named);
  const toggling = actions.isToggling(account.id);
  return (
    <Group gap={0} wrap="nowrap" justify="flex-end">
      <Tooltip label={view} withArrow openDelay={300}>
        <ActionIcon
          component={Link}
          to={viewPath(account)}
          variant="subtle"
          size="lg"
          aria-label={view}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      <IconAction
        label={
          account.active
            ? text('console.accounts.actions.block', named)
            : text('console.accounts.actions.unblock', named)
        }
        icon={account.active ? <IconLock size={18} /> : <IconLockOpen size={18} />}
        color={account.active ? 'red' : 'green'}
        loading={toggling}
        onClick={() => actions.onToggleActive(account)}
      />
      <IconAction
        label={text('console.accounts.actions.upgrade', named)}
        icon={<IconCircleArrowUp size={18} />}
        onClick={() => actions.onUpgrade(account)}
      />
      <IconAction
        label={text('console.accounts.actions.changeEmail', named)}
        icon={<IconMailCog size={18} />}
        onClick={() => actions.onChangeEmail(account)}
      />
      <IconAction
        label={text('console.accounts.actions.companySignIn', {
          ...named,
          action: ssoMessages.menuLabel,
        })}
        icon={<IconBuildingSkyscraper size={18} />}
        onClick={() => actions.onCompanySignIn(account)}
      />
    </Group>
  );
}
