import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './app/AppRoot';
import { ErrorScreen } from './app/ErrorScreen';
import { IndexRedirect } from './app/IndexRedirect';
import { firstChildPath, SETTINGS_PAGES } from './dashboard/menu';
import { LoadingScreen } from './ui/LoadingScreen';

// Each page is its own lazy chunk. The auth pages import neither maplibre nor the widget library.

/** A parent menu path that redirects to its first sub-item (SPEC §2). */
function parent(path: string, children: RouteObject[]): RouteObject {
  return {
    path,
    children: [{ index: true, element: <Navigate to={firstChildPath(path)} replace /> }, ...children],
  };
}

const dashboardPages: RouteObject[] = [
  { index: true, element: <Navigate to="/dashboard/home" replace /> },
  { path: 'home', lazy: () => import('./pages/home/HomePage').then((m) => ({ Component: m.HomePage })) },
  parent('vehicle', [
    {
      path: 'all-vehicles',
      lazy: () => import('./pages/vehicles/AllVehiclesPage').then((m) => ({ Component: m.AllVehiclesPage })),
    },
    {
      path: 'all-vehicles/:vehicleId',
      lazy: () => import('./pages/tracking/TrackingPage').then((m) => ({ Component: m.TrackingPage })),
    },
    {
      path: 'vehicle-list',
      lazy: () =>
        import('./pages/vehicleList/VehicleListPage').then((m) => ({ Component: m.VehicleListPage })),
    },
    {
      path: 'vehicle-states',
      lazy: () =>
        import('./pages/vehicleStates/VehicleStatesPage').then((m) => ({ Component: m.VehicleStatesPage })),
    },
    {
      path: 'vehicle-groups',
      lazy: () =>
        import('./pages/groups/VehicleGroupsPage').then((m) => ({ Component: m.VehicleGroupsPage })),
    },
  ]),
  {
    path: 'installed-devices',
    lazy: () =>
      import('./pages/installedDevices/InstalledDevicesPage').then((m) => ({
        Component: m.InstalledDevicesPage,
      })),
  },
  {
    path: 'subscription',
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/subscription/SubscriptionPage').then((m) => ({ Component: m.SubscriptionPage })),
      },
      {
        path: 'verify',
        lazy: () =>
          import('./pages/subscription/SubscriptionVerifyPage').then((m) => ({
            Component: m.SubscriptionVerifyPage,
          })),
      },
      {
        path: 'history',
        lazy: () =>
          import('./pages/subscription/SubscriptionHistoryPage').then((m) => ({
            Component: m.SubscriptionHistoryPage,
          })),
      },
    ],
  },
  {
    path: 'help-and-support',
    children: [
      {
        index: true,
        lazy: () =>
          import('./pages/support/HelpAndSupportPage').then((m) => ({ Component: m.HelpAndSupportPage })),
      },
      {
        path: 'tickets',
        lazy: () => import('./pages/support/TicketsPage').then((m) => ({ Component: m.TicketsPage })),
      },
      {
        path: 'tickets/:ticketId',
        lazy: () => import('./pages/support/TicketChatPage').then((m) => ({ Component: m.TicketChatPage })),
      },
    ],
  },
  { path: 'alert', lazy: () => import('./pages/alert/AlertPage').then((m) => ({ Component: m.AlertPage })) },
  {
    path: 'geofences',
    children: [
      {
        index: true,
        lazy: () => import('./pages/geofences/GeofencesPage').then((m) => ({ Component: m.GeofencesPage })),
      },
      {
        path: 'add',
        lazy: () =>
          import('./pages/geofences/GeofenceFormPage').then((m) => ({ Component: m.GeofenceFormPage })),
      },
      {
        path: 'edit/:geoId',
        lazy: () =>
          import('./pages/geofences/GeofenceFormPage').then((m) => ({ Component: m.GeofenceFormPage })),
      },
      {
        path: 'categories',
        lazy: () =>
          import('./pages/geofences/GeofenceCategoriesPage').then((m) => ({
            Component: m.GeofenceCategoriesPage,
          })),
      },
    ],
  },
  {
    path: 'document',
    lazy: () => import('./pages/documents/DocumentsPage').then((m) => ({ Component: m.DocumentsPage })),
  },
  {
    path: 'report',
    lazy: () => import('./pages/report/ReportPage').then((m) => ({ Component: m.ReportPage })),
  },
  parent('maintenance', [
    {
      path: 'service-schedule',
      lazy: () =>
        import('./pages/maintenance/ServiceSchedulePage').then((m) => ({
          Component: m.ServiceSchedulePage,
        })),
    },
    {
      path: 'service-history',
      lazy: () =>
        import('./pages/maintenance/ServiceHistoryPage').then((m) => ({ Component: m.ServiceHistoryPage })),
    },
  ]),
  parent('driver', [
    {
      path: 'driver-performance',
      lazy: () =>
        import('./pages/drivers/DriverPerformancePage').then((m) => ({ Component: m.DriverPerformancePage })),
    },
    {
      path: 'all-driver',
      lazy: () => import('./pages/drivers/AllDriversPage').then((m) => ({ Component: m.AllDriversPage })),
    },
  ]),
  {
    path: 'settings',
    lazy: () => import('./pages/settings/SettingsLayout').then((m) => ({ Component: m.SettingsLayout })),
    children: [
      { index: true, element: <Navigate to={`/dashboard/settings/${SETTINGS_PAGES[0].path}`} replace /> },
      {
        path: 'general',
        lazy: () =>
          import('./pages/settings/GeneralSettingsPage').then((m) => ({ Component: m.GeneralSettingsPage })),
      },
      {
        path: 'account',
        lazy: () =>
          import('./pages/settings/AccountSettingsPage').then((m) => ({ Component: m.AccountSettingsPage })),
      },
      {
        path: 'notification',
        lazy: () =>
          import('./pages/settings/NotificationSettingsPage').then((m) => ({
            Component: m.NotificationSettingsPage,
          })),
      },
      {
        path: 'login-history',
        lazy: () =>
          import('./pages/settings/LoginHistoryPage').then((m) => ({ Component: m.LoginHistoryPage })),
      },
    ],
  },
];

const dashboardLayout = () =>
  import('./dashboard/DashboardLayout').then((m) => ({ Component: m.DashboardLayout }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppRoot,
    ErrorBoundary: ErrorScreen,
    // Shown while the first page's lazy chunk loads (react-router asks for it on every start).
    HydrateFallback: LoadingScreen,
    children: [
      { index: true, Component: IndexRedirect },
      { path: 'short', element: <Navigate to="/" replace /> },
      {
        path: 'short/:code',
        lazy: () => import('./app/ShortLinkPage').then((m) => ({ Component: m.ShortLinkPage })),
      },
      {
        lazy: () => import('./auth/AuthLayout').then((m) => ({ Component: m.AuthLayout })),
        children: [
          { path: 'login', lazy: () => import('./auth/LoginPage').then((m) => ({ Component: m.LoginPage })) },
          {
            path: 'register',
            lazy: () => import('./auth/RegisterPage').then((m) => ({ Component: m.RegisterPage })),
          },
          {
            path: 'demo-login',
            lazy: () => import('./auth/DemoLoginPage').then((m) => ({ Component: m.DemoLoginPage })),
          },
        ],
      },
      {
        path: 'guest',
        ErrorBoundary: ErrorScreen,
        lazy: () => import('./pages/guest/GuestPage').then((m) => ({ Component: m.GuestPage })),
      },
      {
        path: 'reset-password',
        lazy: () => import('./auth/ResetPasswordPage').then((m) => ({ Component: m.ResetPasswordPage })),
      },
      {
        path: 'dashboard',
        lazy: dashboardLayout,
        children: [{ ErrorBoundary: ErrorScreen, children: dashboardPages }],
      },
      {
        lazy: dashboardLayout,
        children: [
          {
            ErrorBoundary: ErrorScreen,
            children: [
              {
                path: 'event/:eventId',
                lazy: () => import('./pages/event/EventPage').then((m) => ({ Component: m.EventPage })),
              },
            ],
          },
        ],
      },
      { path: '*', lazy: () => import('./app/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })) },
    ],
  },
];

export const router = createBrowserRouter(routes);
