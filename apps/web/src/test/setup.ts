import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scroll restoration's window.scrollTo is a no-op here.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// The files of a worker share one window (isolate: false, docs/test-time.md): each leaves it as a fresh
// one would be for the next file. Tests already undo their fake timers, spies and stubs themselves or
// through `restoreMocks`/`unstubGlobals`; this is the backstop at the end of a file.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
  document.body.replaceChildren();
});
