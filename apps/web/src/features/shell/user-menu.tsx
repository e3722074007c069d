import { displayName, type SessionUser, ssoMessages } from '@app/domain';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconBuildingSkyscraper,
  IconChevronDown,
  IconClock,
  IconLogout,
  IconShieldLock,
} from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useText } from '../../i18n/language-switch';
import { RichText } from '../../play/rich-text';
import { TimeZoneModal } from '../accounts/time-zone-modal';
import { useSignOut } from '../auth/use-sign-out';
import { RetentionModal } from '../privacy/retention-modal';
import { CompanySignInModal } from '../sso/company-sign-in-modal';

export function UserMenu({ user }: { user: SessionUser }) {
  const text = useText();
  const signOut = useSignOut();
  const name = displayName(user);
  const [isTimeZoneOpen, setTimeZoneOpen] = useState(false);
  const [isRetentionOpen, setRetentionOpen] = useState(false);
  const [isCompanySignInOpen, setCompanySignInOpen] = useState(false);
  // The super admin's own sign-in has no company: accounts' are set from the accounts screen.
  const hasCompanySignIn = user.role !== 'superAdmin';
  // The Time zone item is gone once its modal closes: focus goes back to the menu's button.
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          {/* Named by its text, not aria-label: the name then holds the visible name as it is
              shown (WCAG 2.5.3), and the avatar's initials stay out of it. */}
          <UnstyledButton ref={buttonRef} p={4} style={{ borderRadius: 8 }}>
            <Group gap={8} wrap="nowrap">
              <Avatar name={name} color="initials" size="sm" aria-hidden />
              <Text size="sm" fw={500} truncate maw="min(12.5rem, 25vw)">
                {/* Only the words around the name are hidden: the name shows as it is. */}
                <RichText
                  id="console.shell.userMenu.accountMenu"
                  values={{ name }}
                  components={{ 0: <VisuallyHidden /> }}
                />
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{text('console.shell.userMenu.welcome')}</Menu.Label>
          <Menu.Item leftSection={<IconClock size={16} />} onClick={() => setTimeZoneOpen(true)}>
            {text('console.shell.userMenu.timeZone')}
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} />}
            onClick={() => setRetentionOpen(true)}
          >
            {text('console.shell.userMenu.retention')}
          </Menu.Item>
          {hasCompanySignIn ? (
            <Menu.Item
              leftSection={<IconBuildingSkyscraper size={16} />}
              onClick={() => setCompanySignInOpen(true)}
            >
              {ssoMessages.menuLabel}
            </Menu.Item>
          ) : null}
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            {text('console.shell.userMenu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <TimeZoneModal
        isOpen={isTimeZoneOpen}
        onClose={() => setTimeZoneOpen(false)}
        returnFocusTo={buttonRef}
      />
      <RetentionModal
        isOpen={isRetentionOpen}
        onClose={() => setRetentionOpen(false)}
        returnFocusTo={buttonRef}
      />
      {hasCompanySignIn ? (
        <CompanySignInModal
          isOpen={isCompanySignInOpen}
          onClose={() => setCompanySignInOpen(false)}
          returnFocusTo={buttonRef}
        />
      ) : null}
    </>
  );
}
