// The route table of spec section 2. Pages load lazily, so agent, admin and agreement code is
// not shipped to a visitor of the home page. Declarative routing (useRoutes under BrowserRouter):
// no page uses loaders or actions, and the data router would add about 17 KB gzipped to every
// first load. Home, where most visits start, is part of the first load
// itself: one round trip less before it paints (its hero comes as a chunk the server preloads with it).
import { lazy, Suspense, type ComponentType } from 'react';
import HomePage from '../features/listings/pages/home-page.tsx';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { LoadingState } from '../components/states.tsx';
import { Layout } from './layout.tsx';
import { pageRoutes } from './page-routes.ts';
import { onlyFor, signedIn, type Access } from './route-access.ts';
import { engagementRoutes } from './engagement-routes.tsx';
import { accountRoutes } from './account-routes.tsx';
import { backgroundOf } from '../lib/overlay.ts';
import { isOverlayPath, OverlayRoute } from './overlay-routes.tsx';
import { ScrollRestoration } from './scroll-restoration.tsx';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const SearchPage = page(() => import('../features/listings/pages/search-page.tsx'));
const ListingCategoryPage = page(() => import('../features/listings/pages/listing-category-page.tsx'));
const PropertyDetailPage = page(() => import('../features/listings/pages/property-detail-page.tsx'));
const MyPropertiesPage = page(() => import('../features/listings/pages/my-properties-page.tsx'));
const DealPage = page(() => import('../features/deals/pages/deal-page.tsx'));
const PostPropertyPage = page(() => import('../features/listings/pages/post-property-page.tsx'));
const EditPropertyPage = page(() => import('../features/listings/pages/edit-property-page.tsx'));
const MyDealsPage = page(() => import('../features/deals/pages/my-deals-page.tsx'));
const MyRentalsPage = page(() => import('../features/deals/pages/my-rentals-page.tsx'));
const SellerDealsPage = page(() => import('../features/deals/pages/seller-deals-page.tsx'));
const AgentDashboardPage = page(() => import('../features/deals/pages/agent-dashboard-page.tsx'));
const AdminDealsPage = page(() => import('../features/deals/pages/admin-deals-page.tsx'));
const AdminAgentsPage = page(() => import('../features/admin/pages/admin-agents-page.tsx'));
const AdminUsersPage = page(() => import('../features/admin/pages/admin-users-page.tsx'));
const AdminModerationPage = page(() => import('../features/admin/pages/admin-moderation-page.tsx'));
const AdminGrievancesPage = page(() => import('../features/admin/pages/admin-grievances-page.tsx'));
const PrivacyPage = page(() => import('../features/static-pages/pages/privacy-page.tsx'));
const GrievancesPage = page(() => import('../features/grievances/pages/grievances-page.tsx'));
const RentalAgreementPage = page(() => import('../features/agreements/pages/rental-agreement-page.tsx'));
const MyAgreementsPage = page(() => import('../features/agreements/pages/my-agreements-page.tsx'));
const MyHomesPage = page(() => import('../features/tenancy/pages/my-homes-page.tsx'));
const TenancyPage = page(() => import('../features/tenancy/pages/tenancy-page.tsx'));
const NotFoundPage = page(() => import('../features/static-pages/pages/not-found-page.tsx'));
const RequireRole = lazy(() => import('./route-guards.tsx'));
const OwnerPlansPage = lazy(() => import('../features/static-pages/pages/owner-plans-page.tsx'));

/** `access`: who may see the page, with its name for the login notice and the refusal when given. */
function show(Page: ComponentType, access?: Access) {
  const content = (
    <Suspense fallback={<LoadingState />}>
      <Page />
    </Suspense>
  );
  if (!access) return content;
  const { roles, pageName } = typeof access === 'object' && 'roles' in access ? access : { roles: access, pageName: undefined };
  return (
    <Suspense fallback={<LoadingState label="Checking your session..." />}>
      <RequireRole roles={roles === 'signed-in' ? undefined : roles} pageName={pageName}>
        {content}
      </RequireRole>
    </Suspense>
  );
}

const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: pageRoutes.home, element: show(HomePage) },
      { path: pageRoutes.search, element: show(SearchPage) },
      { path: pageRoutes.property, element: show(PropertyDetailPage) },
      { path: pageRoutes.postProperty, element: show(PostPropertyPage, signedIn('Post Property')) },
      { path: pageRoutes.editProperty, element: show(EditPropertyPage, signedIn('Edit Property')) },
      { path: pageRoutes.propertyType, element: show(ListingCategoryPage) },
      { path: pageRoutes.area, element: show(ListingCategoryPage) },
      { path: pageRoutes.myProperties, element: show(MyPropertiesPage, signedIn('My Properties')) },
      { path: pageRoutes.dashboard, element: show(MyPropertiesPage, signedIn('My Properties')) },
      { path: pageRoutes.myDeals, element: show(MyDealsPage, signedIn('My Deals')) },
      { path: pageRoutes.deal, element: show(DealPage, signedIn('Deal Details')) },
      { path: pageRoutes.buyerDeals, element: show(MyDealsPage, signedIn('My Purchase Deals')) },
      { path: pageRoutes.myRentals, element: show(MyRentalsPage, signedIn('My Rentals')) },
      { path: pageRoutes.sellerDeals, element: show(SellerDealsPage, signedIn('Deals on My Properties')) },
      { path: pageRoutes.agentDashboard, element: show(AgentDashboardPage, onlyFor(['AGENT', 'ADMIN'], 'Agent Dashboard')) },
      { path: pageRoutes.adminDeals, element: show(AdminDealsPage, onlyFor(['ADMIN'], 'Admin Deals')) },
      { path: pageRoutes.adminAgents, element: show(AdminAgentsPage, onlyFor(['ADMIN'], 'Admin Agents')) },
      { path: pageRoutes.adminUsers, element: show(AdminUsersPage, onlyFor(['ADMIN'], 'Admin Users')) },
      { path: pageRoutes.adminModeration, element: show(AdminModerationPage, onlyFor(['ADMIN'], 'Moderation')) },
      { path: pageRoutes.adminGrievances, element: show(AdminGrievancesPage, onlyFor(['ADMIN'], 'Grievance Queue')) },
      { path: pageRoutes.privacy, element: show(PrivacyPage) },
      { path: pageRoutes.grievances, element: show(GrievancesPage) },
      ...engagementRoutes(show),
      ...accountRoutes(show),
      { path: pageRoutes.rentalAgreement, element: show(RentalAgreementPage) },
      { path: pageRoutes.myAgreements, element: show(MyAgreementsPage) },
      { path: pageRoutes.myHomes, element: show(MyHomesPage, signedIn('My Homes')) },
      { path: pageRoutes.tenancy, element: show(TenancyPage, signedIn('Tenancy')) },
      {
        path: pageRoutes.ownerPlans,
        element: (
          <Suspense fallback={<LoadingState />}>
            <OwnerPlansPage />
          </Suspense>
        ),
      },
      // Any other path: the server answers it with HTTP 404 and this page (src/server/plugins/web.ts).
      { path: '*', element: show(NotFoundPage) },
    ],
  },
];

/** The page at the address, or, while a dialog with an address of its own is open over a page, that page with the dialog over it. */
export function AppRoutes() {
  const location = useLocation();
  const background = isOverlayPath(location.pathname) ? backgroundOf(location) : null;
  const page = useRoutes(routes, background ?? location);
  return (
    <>
      {page}
      {background && <OverlayRoute location={location} />}
      {/* Here, not in the layout: under useRoutes given a location, every navigation reads as Back. */}
      <ScrollRestoration />
    </>
  );
}
