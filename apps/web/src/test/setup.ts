import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Pages load lazily and the whole suite shares two workers: allow for a slow first render.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scroll restoration's window.scrollTo is a no-op here.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
