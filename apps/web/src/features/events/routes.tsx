import { Navigate, type RouteObject, useLocation } from 'react-router';
import { lazyScreen } from '../../app/lazy';
import { easyPaths } from './easy-flow/paths';

const wizard = () => import('./wizard-screens');
const easy = () => import('./easy-flow-screens');
const eventScreens = () => import('./event-screens');
const invitation = () => import('../participants/invitation-screen');

/**
 * Part B §2 names /assessment/step4/congratulation as the easy flow's last page; the page lives
 * under /easy-flow so it gets the easy flow's frame (no wizard journey bar). The query
 * (?eventId=) and the state (the game link) come along.
 */
function EasyCongratulationRedirect() {
  const { search, state } = useLocation();
  return <Navigate to={{ pathname: easyPaths.congratulation, search }} state={state} replace />;
}

/** Under /assessment (part B §2, "Wizard"). */
export const assessmentRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/assessment/dashboard" replace /> },
  {
    path: 'index',
    lazy: lazyScreen(
      () => import('./assessment-start-page'),
      (m) => m.AssessmentStartPage,
    ),
  },
  { path: 'info', lazy: lazyScreen(wizard, (m) => m.InfoStep) },
  { path: 'behavioral', lazy: lazyScreen(wizard, (m) => m.BehavioralStep) },
  { path: 'miniGames', lazy: lazyScreen(wizard, (m) => m.MiniGamesStep) },
  { path: 'cognitive', lazy: lazyScreen(wizard, (m) => m.CognitiveStep) },
  { path: 'aptitude', lazy: lazyScreen(wizard, (m) => m.AptitudeStep) },
  { path: 'registrationFields', lazy: lazyScreen(wizard, (m) => m.RegistrationFieldsStep) },
  { path: 'loginMethod', lazy: lazyScreen(wizard, (m) => m.LoginMethodStep) },
  { path: 'artWork', lazy: lazyScreen(wizard, (m) => m.ArtworkStep) },
  { path: 'launch', lazy: lazyScreen(wizard, (m) => m.LaunchStep) },
  { path: 'selection', lazy: lazyScreen(wizard, (m) => m.SelectionStep) },
  { path: 'loading', lazy: lazyScreen(wizard, (m) => m.LoadingStep) },
  { path: 'congratulation', lazy: lazyScreen(wizard, (m) => m.CongratulationStep) },
  { path: 'step4/congratulation', Component: EasyCongratulationRedirect },
  { path: 'invitation/:eventId', lazy: lazyScreen(invitation, (m) => m.InvitationScreen) },
  { path: 'dashboard', lazy: lazyScreen(eventScreens, (m) => m.DashboardScreen) },
];

/** Under /easy-flow (part B §2, "Easy flow"). */
export const easyFlowRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/easy-flow/index" replace /> },
  { path: 'index', lazy: lazyScreen(easy, (m) => m.EasyFlowStart) },
  { path: 'step1', lazy: lazyScreen(easy, (m) => m.EasyFlowStep1) },
  { path: 'step2', lazy: lazyScreen(easy, (m) => m.EasyFlowStep2) },
  { path: 'step3', lazy: lazyScreen(easy, (m) => m.EasyFlowStep3) },
  { path: 'step4', lazy: lazyScreen(easy, (m) => m.EasyFlowStep4) },
  { path: 'selectionList', lazy: lazyScreen(easy, (m) => m.EasyFlowSelectionList) },
  { path: 'step4/loading', lazy: lazyScreen(easy, (m) => m.EasyFlowLoading) },
  { path: 'step4/congratulation', lazy: lazyScreen(easy, (m) => m.EasyFlowCongratulation) },
  { path: 'dashboard', lazy: lazyScreen(eventScreens, (m) => m.DashboardScreen) },
  { path: 'invitation', lazy: lazyScreen(invitation, (m) => m.InvitationScreen) },
];

/** Under /admin: the assessments list. */
export const assessmentListRoutes: RouteObject[] = [
  { path: 'index', lazy: lazyScreen(eventScreens, (m) => m.AssessmentsScreen) },
];
