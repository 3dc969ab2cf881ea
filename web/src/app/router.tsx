import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import NotFoundRoute from './routes/not-found.tsx';
import { AppRoot, AppHydrateFallback, RootErrorBoundary, RouteErrorBoundary } from './routes/root.tsx';

type RouteModule = { default: ComponentType };

// Route modules default-export their screen; the router wants it as `Component`.
const page = (load: () => Promise<RouteModule>): RouteObject['lazy'] =>
  async () => ({ Component: (await load()).default });

/** Every route of the app (docs/product-rules.md, Screens). Screens are lazy-loaded; the shell (root) is not. */
export function createAppRoutes(): RouteObject[] {
  const discover = page(() => import('./routes/discover.tsx'));
  const culinary = page(() => import('./routes/culinary.tsx'));
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
            { path: 'voting', lazy: page(() => import('./routes/voting.tsx')) },
            { path: 'rankings', lazy: page(() => import('./routes/rankings.tsx')) },
            { path: 'location/:slug', lazy: page(() => import('./routes/location.tsx')) },
            { path: 'about', lazy: page(() => import('./routes/about.tsx')) },
            { path: 'dashboard', lazy: page(() => import('./routes/dashboard.tsx')) },
            { path: 'login', lazy: page(() => import('./routes/login.tsx')) },
            { path: 'culinary', lazy: culinary },
            { path: 'culinary/dish/:slug', lazy: page(() => import('./routes/dish.tsx')) },
            { path: 'culinary/restaurant/:slug', lazy: page(() => import('./routes/restaurant.tsx')) },
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
