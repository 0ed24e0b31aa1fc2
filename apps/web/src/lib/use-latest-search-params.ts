import { useCallback, useContext, useRef } from 'react';
import { type NavigateOptions, UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router';

type Next = URLSearchParams | ((prev: URLSearchParams) => URLSearchParams);
type RouterState = {
  location: { pathname: string };
  navigation: { state: string; location?: { pathname: string } };
};

/**
 * Whether the router has left `pathname`, or is on its way to another page: a link was followed
 * and the next page's code or data is still loading. Read from the router itself, because the
 * page learns of a navigation only in a later (transition) render.
 */
function leaving(state: RouterState | undefined, pathname: string): boolean {
  if (!state) return false;
  if (state.location.pathname !== pathname) return true;
  return state.navigation.state !== 'idle' && state.navigation.location?.pathname !== pathname;
}

/**
 * `useSearchParams`, except that:
 * - the function form of the setter is given the newest parameters: React Router hands it the
 *   ones of the last render, so two updates made before the page re-renders (a debounced search
 *   landing just after a status pick) would lose the first. Here each update builds on the one
 *   before it, rendered or not;
 * - an update made once the user has followed a link to another page is dropped: a search
 *   debounced 500 ms that lands while the next page loads would otherwise cancel that navigation
 *   and bring the list back (the admin's "View Details" clicked just after typing).
 */
export function useLatestSearchParams(): [URLSearchParams, (next: Next, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { pathname } = useLocation();
  const here = useRef(pathname);
  here.current = pathname;
  const routerRef = useRef(dataRouter?.router);
  routerRef.current = dataRouter?.router;
  const rendered = useRef(params);
  const latest = useRef(params);
  // A new address from the router (an update of ours, Back, a link) is the newest state.
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const set = useRef(setParams);
  set.current = setParams;
  const update = useCallback((next: Next, options?: NavigateOptions) => {
    if (leaving(routerRef.current?.state, here.current)) return;
    const value = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next;
    latest.current = value;
    set.current(value, options);
  }, []);
  return [params, update];
}
