import { landingPath, unknownPathRedirect } from '@app/domain';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from './session';

/** /admin, /assessment and /easy-flow need a session (part A §2). */
export function RequireSignedIn() {
  const user = useCurrentUser();
  if (!user) {
    return <Navigate to="/auth/login" replace />;
  }
  return <Outlet />;
}

/** Entries the menu shows only to the super admin; the API refuses them to others anyway. */
export function RequireSuperAdmin() {
  const user = useCurrentUser();
  if (!user) {
    return <Navigate to="/auth/login" replace />;
  }
  if (user.role !== 'superAdmin') {
    return <Navigate to={landingPath(user)} replace />;
  }
  return <Outlet />;
}

/** Signed in on /auth: go to where the user belongs (part A §2). */
export function RedirectSignedIn() {
  const user = useCurrentUser();
  if (user) {
    return <Navigate to={landingPath(user)} replace />;
  }
  return <Outlet />;
}

export function LandingRedirect() {
  return <Navigate to={landingPath(useCurrentUser())} replace />;
}

export function UnknownPathRedirect() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  return <Navigate to={unknownPathRedirect(pathname, user)} replace />;
}
