// Spec section 2: role-gated screens send everyone else home; signed-in screens send visitors home.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { TRole } from '../../shared/contracts/user.ts';
import { useSession } from '../features/auth/session.tsx';
import { LoadingState } from '../components/states.tsx';
import { paths } from './paths.ts';

export function RequireRole({ roles, children }: { roles?: TRole[]; children: ReactNode }) {
  const { user, isLoading } = useSession();
  if (isLoading) return <LoadingState label="Checking your session..." />;
  if (!user || (roles && !roles.includes(user.role))) return <Navigate to={paths.home()} replace />;
  return <>{children}</>;
}
