import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useServerHeadCleanup } from '@/lib/page-head';

/**
 * Wraps every page: a thin progress bar while a route (or its lazy chunk) loads, scroll
 * restoration, and the server's head tags dropped once the buyer navigates (decision 0015).
 */
export function RootLayout() {
  const navigation = useNavigation();
  useServerHeadCleanup();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={`pointer-events-none fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-indigo-500 transition-[transform,opacity] duration-500 ${
          busy ? 'scale-x-75 opacity-100' : 'scale-x-100 opacity-0'
        }`}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
