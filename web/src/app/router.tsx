import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Screen } from '../locales/screen-texts.ts';
import { loadScreenTexts } from '../lib/i18n.ts';
import { NotFoundRoute } from './routes/not-found.tsx';
import { AppRoot, AppHydrateFallback, RootErrorBoundary, RouteErrorBoundary } from './routes/root.tsx';

// Route modules export their screen by name; the router wants it as `Component`. A screen's
// texts (src/locales/screen-texts.ts) are fetched alongside its chunk and are in before it draws.
const page = (load: () => Promise<ComponentType>, texts?: Screen): RouteObject['lazy'] =>
  async () => {
    const [Component] = await Promise.all([load(), texts && loadScreenTexts(texts)]);
    return { Component };
  };

/** Every route of the app (docs/product-rules.md, Screens). Screens are lazy-loaded; the shell (root) is not. */
export function createAppRoutes(): RouteObject[] {
  const discover = page(() => import('./routes/discover.tsx').then((m) => m.DiscoverRoute), 'discover');
  const culinary = page(() => import('./routes/culinary.tsx').then((m) => m.CulinaryRoute), 'culinary');
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
            { path: 'voting', lazy: page(() => import('./routes/voting.tsx').then((m) => m.VotingRoute), 'voting') },
            { path: 'rankings', lazy: page(() => import('./routes/rankings.tsx').then((m) => m.RankingsRoute), 'rankings') },
            { path: 'location/:slug', lazy: page(() => import('./routes/location.tsx').then((m) => m.LocationRoute), 'location') },
            { path: 'about', lazy: page(() => import('./routes/about.tsx').then((m) => m.AboutRoute), 'about') },
            { path: 'dashboard', lazy: page(() => import('./routes/dashboard.tsx').then((m) => m.DashboardRoute), 'dashboard') },
            { path: 'admin', lazy: page(() => import('./routes/admin.tsx').then((m) => m.AdminRoute), 'admin') },
            { path: 'login', lazy: page(() => import('./routes/login.tsx').then((m) => m.LoginRoute)) },
            { path: 'culinary', lazy: culinary },
            { path: 'culinary/dish/:slug', lazy: page(() => import('./routes/dish.tsx').then((m) => m.DishRoute), 'dish') },
            { path: 'culinary/restaurant/:slug', lazy: page(() => import('./routes/restaurant.tsx').then((m) => m.RestaurantRoute), 'restaurant') },
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
