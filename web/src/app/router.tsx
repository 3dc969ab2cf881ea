import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { NotFoundRoute } from './routes/not-found.tsx';
import { AppRoot, AppHydrateFallback, RootErrorBoundary, RouteErrorBoundary } from './routes/root.tsx';

// Route modules export their screen by name; the router wants it as `Component`.
const page = (load: () => Promise<ComponentType>): RouteObject['lazy'] =>
  async () => ({ Component: await load() });

/** Every route of the app (docs/product-rules.md, Screens). Screens are lazy-loaded; the shell (root) is not. */
export function createAppRoutes(): RouteObject[] {
  const discover = page(() => import('./routes/discover.tsx').then((m) => m.DiscoverRoute));
  const culinary = page(() => import('./routes/culinary.tsx').then((m) => m.CulinaryRoute));
  return [
    {
      id: 'root',
      Component: AppRoot,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppHydrateFallback,
      children: [
        {
          // Pathless: a screen that throws is replaced by an error panel inside the shell.
          ErrorBoundary: RouteErrorBoundary,
          children: [
            { index: true, lazy: discover },
            { path: 'discover', lazy: discover },
            { path: 'voting', lazy: page(() => import('./routes/voting.tsx').then((m) => m.VotingRoute)) },
            { path: 'rankings', lazy: page(() => import('./routes/rankings.tsx').then((m) => m.RankingsRoute)) },
            { path: 'location/:slug', lazy: page(() => import('./routes/location.tsx').then((m) => m.LocationRoute)) },
            { path: 'about', lazy: page(() => import('./routes/about.tsx').then((m) => m.AboutRoute)) },
            { path: 'dashboard', lazy: page(() => import('./routes/dashboard.tsx').then((m) => m.DashboardRoute)) },
            { path: 'admin', lazy: page(() => import('./routes/admin.tsx').then((m) => m.AdminRoute)) },
            { path: 'login', lazy: page(() => import('./routes/login.tsx').then((m) => m.LoginRoute)) },
            { path: 'culinary', lazy: culinary },
            { path: 'culinary/dish/:slug', lazy: page(() => import('./routes/dish.tsx').then((m) => m.DishRoute)) },
            { path: 'culinary/restaurant/:slug', lazy: page(() => import('./routes/restaurant.tsx').then((m) => m.RestaurantRoute)) },
            { path: 'culinary/:tab', lazy: culinary },
            // Eager: the shell's error boundary already renders it.
            { path: '*', Component: NotFoundRoute },
          ],
        },
      ],
    },
  ];
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(createAppRoutes()));
  return <RouterProvider router={router} />;
}
