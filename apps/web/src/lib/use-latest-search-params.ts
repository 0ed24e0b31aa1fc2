import { useCallback, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';

type Next = URLSearchParams | ((prev: URLSearchParams) => URLSearchParams);

/**
 * `useSearchParams`, except that the function form of the setter is given the newest
 * parameters: React Router hands it the ones of the last render, so two updates made before
 * the page re-renders (a debounced search landing just after a status pick) would lose the
 * first. Here each update builds on the one before it, rendered or not.
 */
export function useLatestSearchParams(): [URLSearchParams, (next: Next, options?: NavigateOptions) => void] {
  const [params, setParams] = useSearchParams();
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
    const value = typeof next === 'function' ? next(new URLSearchParams(latest.current)) : next;
    latest.current = value;
    set.current(value, options);
  }, []);
  return [params, update];
}
