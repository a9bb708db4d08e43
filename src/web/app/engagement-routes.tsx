// The routes of the shortlist, saved-search, compare, locality, inbox and visits pages, mounted by app/router.tsx with its own `show` (lazy, guarded).
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { signedIn, type Access } from './route-access.ts';
import { pageRoutes } from './page-routes.ts';

const ShortlistPage = lazy(() => import('./pages/shortlist-page.tsx'));
const AccountPage = lazy(() => import('./pages/account-page.tsx'));
const SavedSearchPage = lazy(() => import('./pages/saved-search-page.tsx'));
const ComparePage = lazy(() => import('./pages/compare-page.tsx'));
const InboxPage = lazy(() => import('../features/conversations/pages/inbox-page.tsx'));
const VisitsPage = lazy(() => import('../features/conversations/pages/visits-page.tsx'));
const LocalitiesIndexPage = lazy(() => import('../features/localities/localities-index-page.tsx'));
const LocalityPage = lazy(() => import('./pages/locality-page.tsx'));

type Show = (page: ComponentType, access?: Access) => RouteObject['element'];

export function engagementRoutes(show: Show): RouteObject[] {
  return [
    { path: pageRoutes.shortlist, element: show(ShortlistPage, signedIn('My Shortlist')) },
    { path: pageRoutes.account, element: show(AccountPage, signedIn('My Account')) },
    { path: pageRoutes.savedSearch, element: show(SavedSearchPage, signedIn('Saved Search')) },
    { path: pageRoutes.inbox, element: show(InboxPage, signedIn('Inbox')) },
    // An email's link opens the conversation itself once its reader has signed in.
    { path: pageRoutes.conversation, element: show(InboxPage, signedIn('Inbox')) },
    { path: pageRoutes.visits, element: show(VisitsPage, signedIn('Visits')) },
    // Anyone may open a shared comparison.
    { path: pageRoutes.compare, element: show(ComparePage) },
    { path: pageRoutes.localities, element: show(LocalitiesIndexPage) },
    { path: pageRoutes.locality, element: show(LocalityPage) },
  ];
}
