import { displayName, menuEntries, type SessionUser, visibleMenu } from '@app/domain';
import { Avatar, Group, NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useText } from '../../i18n/language-switch';
import { menuIcons } from './menu-icons';

type Props = {
  user: SessionUser;
  /** The stored event, else the user's default; null leaves event entries disabled. */
  eventId: string | null;
  onNavigate?: () => void;
};

/** An entry is current on its own page and on the pages below it (e.g. Users → Add User). */
function isCurrent(key: string, pathname: string): boolean {
  const pattern = menuEntries.find((entry) => entry.key === key)?.path;
  if (!pattern) {
    return false;
  }
  const base = pattern.replace('/:eventId', '');
  return pathname === base || pathname.startsWith(`${base}/`);
}

/**
 * The side menu (part A §2). Its brand link is the one in the top bar, which follows the same
 * rule (super admin → accounts, others → dashboard), so the brand is not shown twice.
 */
export function SideMenu({ user, eventId, onNavigate }: Props) {
  const text = useText();
  const { pathname } = useLocation();
  const hintId = useId();
  const entries = visibleMenu({ role: user.role, projectType: user.projectType, eventId });
  const firstDisabled = entries.find((entry) => entry.href === null)?.key;
  const hint = text('console.shell.menu.openFirst', { projectType: user.projectType });
  const name = displayName(user);

  return (
    <Stack gap={0} h="100%">
      <Group
        gap="sm"
        wrap="nowrap"
        p="md"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Avatar name={name} color="initials" aria-hidden />
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} truncate>
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.companyName}
          </Text>
        </div>
      </Group>
      <ScrollArea style={{ flex: 1 }} p="xs">
        <nav aria-label={text('console.shell.menu.label')}>
          {entries.map((entry) => {
            const Icon = menuIcons[entry.key];
            const icon = Icon ? <Icon size={18} stroke={1.6} /> : null;
            if (entry.href === null) {
              return (
                <div key={entry.key}>
                  {entry.key === firstDisabled ? (
                    <Group id={hintId} gap={6} wrap="nowrap" px="sm" pt="sm" pb={4}>
                      <IconInfoCircle size={14} color="var(--mantine-color-dimmed)" aria-hidden />
                      <Text size="xs" c="dimmed">
                        {hint}
                      </Text>
                    </Group>
                  ) : null}
                  <NavLink
                    component="div"
                    label={entry.label}
                    leftSection={icon}
                    disabled
                    aria-disabled
                    aria-describedby={hintId}
                  />
                </div>
              );
            }
            const isActive = isCurrent(entry.key, pathname);
            return (
              <NavLink
                key={entry.key}
                component={Link}
                to={entry.href}
                label={entry.label}
                leftSection={icon}
                active={isActive}
                aria-current={isActive ? 'page' : undefined}
                onClick={onNavigate}
              />
            );
          })}
        </nav>
      </ScrollArea>
    </Stack>
  );
}
