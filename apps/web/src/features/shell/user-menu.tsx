import { displayName, type SessionUser } from '@app/domain';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconChevronDown, IconClock, IconLogout, IconShieldLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { TimeZoneModal } from '../accounts/time-zone-modal';
import { useSignOut } from '../auth/use-sign-out';
import { RetentionModal } from '../privacy/retention-modal';

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = displayName(user);
  const [isTimeZoneOpen, setTimeZoneOpen] = useState(false);
  const [isRetentionOpen, setRetentionOpen] = useState(false);
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
                <VisuallyHidden>Account menu for </VisuallyHidden>
                {name}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Welcome!</Menu.Label>
          <Menu.Item leftSection={<IconClock size={16} />} onClick={() => setTimeZoneOpen(true)}>
            Time zone
          </Menu.Item>
          <Menu.Item
            leftSection={<IconShieldLock size={16} />}
            onClick={() => setRetentionOpen(true)}
          >
            Data retention
          </Menu.Item>
          <Menu.Item
            leftSection={<IconLogout size={16} />}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            Logout
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
    </>
  );
}
