// The pages for a forgotten password, for confirming an email and the one after deleting an account, open to anyone (the account page itself is in engagement-routes.tsx).
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Access } from './route-access.ts';
import { pageRoutes } from './page-routes.ts';

const ForgotPasswordPage = lazy(() => import('../features/account/pages/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('../features/account/pages/reset-password-page.tsx'));
const ConfirmEmailPage = lazy(() => import('../features/account/pages/confirm-email-page.tsx'));
const AccountDeletedPage = lazy(() => import('../features/account/pages/account-deleted-page.tsx'));

type Show = (page: ComponentType, access?: Access) => RouteObject['element'];

export function accountRoutes(show: Show): RouteObject[] {
  return [
    { path: pageRoutes.forgotPassword, element: show(ForgotPasswordPage) },
    { path: pageRoutes.resetPassword, element: show(ResetPasswordPage) },
    { path: pageRoutes.confirmEmail, element: show(ConfirmEmailPage) },
    { path: pageRoutes.accountDeleted, element: show(AccountDeletedPage) },
  ];
}
