import { isMyDashboardDisabled, type SessionUser } from '@app/domain';
import { Anchor, Burger, Button, Group } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { BRAND_NAME } from '../../app/theme';
import { useText } from '../../i18n/language-switch';
import { JourneyProgress } from './journey-progress';
import { brandPath, shellAreaOf } from './shell-areas';
import { UserMenu } from './user-menu';

type Props = {
  user: SessionUser;
  isNavOpen: boolean;
  onToggleNav: () => void;
};

function MyDashboardLink({ pathname }: { pathname: string }) {
  const text = useText();
  const icon = <IconLayoutDashboard size={16} />;
  // While a game is being created, leaving the page would abandon it (part A §2).
  if (isMyDashboardDisabled(pathname)) {
    return (
      <Button variant="subtle" size="compact-sm" leftSection={icon} disabled>
        {text('console.shell.topBar.myDashboard')}
      </Button>
    );
  }
  return (
    <Button
      component={Link}
      to="/assessment/dashboard"
      variant="subtle"
      size="compact-sm"
      leftSection={icon}
    >
      {text('console.shell.topBar.myDashboard')}
    </Button>
  );
}

export function TopBar({ user, isNavOpen, onToggleNav }: Props) {
  const text = useText();
  const { pathname } = useLocation();
  const area = shellAreaOf(pathname);
  const home = area.hasDashboardLink ? '/assessment/dashboard' : brandPath(user.role);
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        {area.hasSideMenu ? (
          <Burger
            opened={isNavOpen}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={text(
              isNavOpen ? 'console.shell.topBar.closeNav' : 'console.shell.topBar.openNav',
            )}
          />
        ) : null}
        <Anchor
          component={Link}
          to={home}
          fw={800}
          fz={{ base: 'sm', sm: 'lg' }}
          c="indigo.8"
          underline="never"
          truncate
        >
          {BRAND_NAME}
        </Anchor>
      </Group>
      <Group gap="md" wrap="nowrap">
        {area.hasJourneyProgress ? (
          <Group visibleFrom="md">
            <JourneyProgress />
          </Group>
        ) : null}
        {area.hasDashboardLink ? (
          <Group visibleFrom="xs">
            <MyDashboardLink pathname={pathname} />
          </Group>
        ) : null}
        <UserMenu user={user} />
      </Group>
    </Group>
  );
}

/** On narrow screens the header has no room: the bar and link move above the page. */
export function CompactAssessmentBar({ pathname }: { pathname: string }) {
  const area = shellAreaOf(pathname);
  if (!area.hasDashboardLink) {
    return null;
  }
  return (
    <Group
      hiddenFrom={area.hasJourneyProgress ? 'md' : 'xs'}
      justify="flex-end"
      align="flex-end"
      mb="md"
      gap="lg"
      wrap="nowrap"
    >
      {area.hasJourneyProgress ? <JourneyProgress layout="block" /> : null}
      <Group hiddenFrom="xs">
        <MyDashboardLink pathname={pathname} />
      </Group>
    </Group>
  );
}
