// The routes of issue 16's pages, mounted by app/router.tsx with its own `show` (lazy, guarded).
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { TRole } from '../../../shared/contracts/user.ts';
import { engagementPaths } from './paths.ts';

const ShortlistPage = lazy(() => import('./pages/shortlist-page.tsx'));
const AccountPage = lazy(() => import('./pages/account-page.tsx'));
const SavedSearchPage = lazy(() => import('./pages/saved-search-page.tsx'));
const ComparePage = lazy(() => import('./pages/compare-page.tsx'));
const LocalitiesIndexPage = lazy(() => import('../localities/localities-index-page.tsx'));
const LocalityPage = lazy(() => import('../localities/locality-page.tsx'));

type Show = (page: ComponentType, roles?: TRole[] | 'signed-in') => RouteObject['element'];

export function engagementRoutes(show: Show): RouteObject[] {
  return [
    { path: engagementPaths.shortlist(), element: show(ShortlistPage, 'signed-in') },
    { path: engagementPaths.account(), element: show(AccountPage, 'signed-in') },
    { path: engagementPaths.savedSearch(':id'), element: show(SavedSearchPage, 'signed-in') },
    // Anyone may open a shared comparison.
    { path: engagementPaths.compare(), element: show(ComparePage) },
    { path: '/localities', element: show(LocalitiesIndexPage) },
    { path: '/localities/:slug', element: show(LocalityPage) },
  ];
}
