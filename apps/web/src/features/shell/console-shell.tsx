import '../../app/console-styles';
import { AppShell, Box, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { useMenuEventId, useRememberRouteEventId } from '../../app/event-id';
import { useSignedInUser } from '../../app/session';
import { useText } from '../../i18n/language-switch';
import { FreePlanBanner } from '../billing/free-plan-banner';
import { AppFooter } from './app-footer';
import { shellAreaOf } from './shell-areas';
import { SideMenu } from './side-menu';
import { CompactAssessmentBar, TopBar } from './top-bar';

const HEADER_HEIGHT = 60;

/** The console around /admin, /assessment and /easy-flow: top bar, side menu, banner, footer. */
export function ConsoleShell() {
  const text = useText();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const eventId = useMenuEventId(user);
  const [isNavOpen, { toggle, close }] = useDisclosure(false);
  const area = shellAreaOf(pathname);
  useRememberRouteEventId();

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      // The navbar is always configured and collapsed where there is none: Mantine does not
      // recompute the main area's offset when the navbar config appears after a client-side
      // navigation, which left the dashboard under the menu.
      navbar={{
        width: 260,
        breakpoint: 'sm',
        collapsed: { desktop: !area.hasSideMenu, mobile: !area.hasSideMenu || !isNavOpen },
      }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        {navigation.state === 'loading' ? (
          <Progress
            value={100}
            animated
            size={3}
            radius={0}
            pos="absolute"
            top={0}
            left={0}
            right={0}
            aria-label={text('console.shell.loadingPage')}
          />
        ) : null}
        <TopBar user={user} isNavOpen={isNavOpen} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar aria-hidden={!area.hasSideMenu}>
        {/* A link chosen in the mobile menu reveals its page instead of staying over it. */}
        {area.hasSideMenu ? <SideMenu user={user} eventId={eventId} onNavigate={close} /> : null}
      </AppShell.Navbar>
      <AppShell.Main>
        <Box
          mih={`calc(100dvh - ${HEADER_HEIGHT}px - 2 * var(--app-shell-padding))`}
          style={{ display: 'flex', flexDirection: 'column' }}
        >
          <CompactAssessmentBar pathname={pathname} />
          <FreePlanBanner user={user} pathname={pathname} />
          <Box style={{ flex: 1 }}>
            <Outlet />
          </Box>
          <AppFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
