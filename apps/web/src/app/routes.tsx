import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/accounts/routes';
import { apiKeyRoutes } from '../features/api-keys/routes';
import { auditRoutes } from '../features/audit/routes';
import { authLocale, authRoutes, resetPasswordRoute } from '../features/auth/routes';
import { billingRoutes } from '../features/billing/routes';
import { candidateReportRoutes } from '../features/candidates/routes';
import { catalogRoutes } from '../features/catalog/routes';
import { assessmentListRoutes, assessmentRoutes, easyFlowRoutes } from '../features/events/routes';
import { questionRoutes } from '../features/levels/questions/routes';
import { levelRoutes } from '../features/levels/routes';
import { outboxRoutes } from '../features/outbox/routes';
import { participantRoutes } from '../features/participants/routes';
import { eventReportRoutes } from '../features/reports/events/routes';
import { measurementRoutes } from '../features/reports/measurement/routes';
import { strengthRoutes } from '../features/reports/strengths/routes';
import { settingsRoutes } from '../features/settings/routes';
import { webhookRoutes } from '../features/webhooks/routes';
import { EventScopeGate } from './event-scope';
import {
  LandingRedirect,
  RedirectSignedIn,
  RequireSignedIn,
  RequireSuperAdmin,
  UnknownPathRedirect,
} from './guards';
import { FullPageLoader } from './layouts/page-status';
import { RouteError } from './layouts/route-error';
import { SessionGate } from './layouts/session-gate';
import { demandOverlays } from './overlay-demand';

export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: SessionGate,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, Component: LandingRedirect },
      {
        path: 'auth',
        // The sign-in, register and reset pages speak the visitor's language; the console, English.
        lazy: authLocale,
        children: [
          { Component: RedirectSignedIn, children: authRoutes },
          // A reset link from an e-mail must work whoever is signed in on this browser.
          resetPasswordRoute,
        ],
      },
      {
        Component: RequireSignedIn,
        children: [
          {
            lazy: async () => {
              // The confirm-modal host (AppProviders mounts it on demand) is mounted before any
              // console screen shows, so a quick first click on Delete or Block is not lost.
              demandOverlays();
              const [{ ConsoleShell }] = await Promise.all([
                import('../features/shell/console-shell'),
                import('./overlays').then(({ overlaysMounted }) =>
                  // Never hold the console back for long if the host cannot mount.
                  Promise.race([overlaysMounted, new Promise((r) => setTimeout(r, 3000))]),
                ),
              ]);
              return { Component: ConsoleShell };
            },
            children: [
              {
                path: 'admin',
                children: [
                  { index: true, Component: LandingRedirect },
                  ...assessmentListRoutes,
                  ...participantRoutes,
                  ...auditRoutes,
                  ...apiKeyRoutes,
                  ...webhookRoutes,
                  {
                    // Screens that are still placeholders, and every new event-scoped area:
                    // the event loads first, a foreign or missing id gets 'Wrong Event'.
                    // Participants read and check the event themselves.
                    Component: EventScopeGate,
                    children: [
                      ...eventReportRoutes,
                      ...strengthRoutes,
                      ...measurementRoutes,
                      ...levelRoutes,
                      ...questionRoutes,
                      ...candidateReportRoutes,
                    ],
                  },
                  {
                    Component: RequireSuperAdmin,
                    children: [
                      ...accountRoutes,
                      ...catalogRoutes,
                      ...billingRoutes,
                      ...settingsRoutes,
                      ...outboxRoutes,
                    ],
                  },
                ],
              },
              { path: 'assessment', children: assessmentRoutes },
              { path: 'easy-flow', children: easyFlowRoutes },
            ],
          },
        ],
      },
      { path: '*', Component: UnknownPathRedirect },
    ],
  },
];
