import { describe, expect, it } from 'vitest';
import { redirectAfterLogin, safeInternalPath } from './redirect-target';

describe('safeInternalPath', () => {
  it('accepts in-app paths only', () => {
    expect(safeInternalPath('/vendor/orders?page=2#top')).toBe('/vendor/orders?page=2#top');
    for (const bad of [
      '//evil.test',
      '/\\evil.test',
      'https://evil.test',
      'vendor/orders',
      '',
      null,
      '/a\nb',
    ]) {
      expect(safeInternalPath(bad)).toBeNull();
    }
  });
});

describe('redirectAfterLogin', () => {
  const login = '/vendor/login';
  const home = '/vendor/dashboard';

  it('prefers the location remembered by a guard, then ?redirect=, then the fallback', () => {
    expect(
      redirectAfterLogin(
        { state: { from: { pathname: '/vendor/orders', search: '?q=1' } }, search: '?redirect=/x' },
        login,
        home,
      ),
    ).toBe('/vendor/orders?q=1');
    expect(redirectAfterLogin({ state: null, search: '?redirect=%2Fvendor%2Fproducts' }, login, home)).toBe(
      '/vendor/products',
    );
    expect(redirectAfterLogin({ state: null, search: '' }, login, home)).toBe(home);
  });

  it('never sends the user back to the sign-in page or elsewhere', () => {
    expect(redirectAfterLogin({ state: null, search: '?redirect=/vendor/login?x=1' }, login, home)).toBe(
      home,
    );
    expect(redirectAfterLogin({ state: null, search: '?redirect=//evil.test' }, login, home)).toBe(home);
  });
});
