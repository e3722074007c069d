import { Navigate, type RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy';

/**
 * /auth itself: its pages speak the visitor's language (English or Urdu), the console around
 * them English. Its catalogue and translator load with the first /auth page shown.
 */
export const authLocale: RouteObject['lazy'] = async () =>
  (await import('./auth-locale')).authLocaleRoute();

/** Under /auth, for signed-out users. */
export const authRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/auth/login" replace /> },
  {
    path: 'login',
    lazy: lazyScreen(
      () => import('./login-page'),
      (m) => m.LoginPage,
    ),
  },
  {
    path: 'register',
    lazy: lazyScreen(
      () => import('./register-page'),
      (m) => m.RegisterPage,
    ),
  },
];

/** Under /auth, for anyone holding a reset link. */
export const resetPasswordRoute: RouteObject = {
  path: 'reset-password',
  lazy: lazyScreen(
    () => import('./reset-password-page'),
    (m) => m.ResetPasswordPage,
  ),
};
