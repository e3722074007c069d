import { displayName, type SessionUser } from '@app/domain';
import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconClock, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { TimeZoneModal } from '../accounts/time-zone-modal';
import { useSignOut } from '../auth/use-sign-out';

export function UserMenu({ user }: { user: SessionUser }) {
  const signOut = useSignOut();
  const name = displayName(user);
  const [isTimeZoneOpen, setTimeZoneOpen] = useState(false);
  return (
    <>
      <Menu position="bottom-end" width={200} withinPortal>
        <Menu.Target>
          <UnstyledButton aria-label={`Account menu for ${name}`} p={4} style={{ borderRadius: 8 }}>
            <Group gap={8} wrap="nowrap">
              <Avatar name={name} color="initials" size="sm" aria-hidden />
              <Text size="sm" fw={500} truncate maw={{ base: 96, sm: 200 }}>
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
            leftSection={<IconLogout size={16} />}
            onClick={() => signOut.mutate()}
            disabled={signOut.isPending}
          >
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <TimeZoneModal isOpen={isTimeZoneOpen} onClose={() => setTimeZoneOpen(false)} />
    </>
  );
}
