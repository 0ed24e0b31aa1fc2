import { describe, expect, it, vi } from 'vitest';
import { makeVendor } from '@/test/fixtures';
import {
  clearSession,
  getOriginalAdminToken,
  getToken,
  getVendorSession,
  isImpersonating,
  isImpersonationToken,
  restoreOriginalAdminToken,
  saveOriginalAdminToken,
  setToken,
  setVendorSession,
  subscribeToSessionStorage,
  updateStoredVendor,
} from './token-storage';

describe('token storage', () => {
  it('keeps each role under its own key', () => {
    setToken('customer', 'c');
    setToken('vendor', 'v');
    setToken('admin', 'a');
    expect(localStorage.getItem('token')).toBe('c');
    expect(localStorage.getItem('vendorToken')).toBe('v');
    expect(localStorage.getItem('adminToken')).toBe('a');
    expect(getToken('vendor')).toBe('v');
    clearSession('customer');
    expect(getToken('customer')).toBeNull();
    expect(getToken('admin')).toBe('a');
  });

  it('stores the vendor session with its sign-in time and returns a stable object', () => {
    const vendor = makeVendor();
    setVendorSession(vendor, '2025-02-03T04:05:06.000Z');
    expect(JSON.parse(localStorage.getItem('vendorSession') ?? '')).toEqual({
      vendor,
      authenticatedAt: '2025-02-03T04:05:06.000Z',
    });
    expect(getVendorSession()).toBe(getVendorSession());
    updateStoredVendor({ ...vendor, businessName: 'Renamed' });
    expect(getVendorSession()).toEqual({
      vendor: { ...vendor, businessName: 'Renamed' },
      authenticatedAt: '2025-02-03T04:05:06.000Z',
    });
  });

  it('treats an unreadable vendor session as none', () => {
    localStorage.setItem('vendorSession', '{not json');
    expect(getVendorSession()).toBeNull();
    localStorage.setItem('vendorSession', JSON.stringify({ vendor: 'x' }));
    expect(getVendorSession()).toBeNull();
  });

  it('clears the vendor token and session together', () => {
    setToken('vendor', 'v');
    setVendorSession(makeVendor());
    expect(clearSession('vendor')).toEqual({ restoredAdmin: false });
    expect(localStorage.getItem('vendorToken')).toBeNull();
    expect(localStorage.getItem('vendorSession')).toBeNull();
  });

  it('detects impersonation by the imp_ prefix and keeps the admin token in sessionStorage', () => {
    expect(isImpersonationToken('imp_x')).toBe(true);
    expect(isImpersonationToken('x_imp_')).toBe(false);
    expect(isImpersonationToken(null)).toBe(false);

    saveOriginalAdminToken('admin-t');
    expect(sessionStorage.getItem('originalAdminToken')).toBe('admin-t');
    setToken('vendor', 'imp_session');
    expect(isImpersonating()).toBe(true);

    // Ending the impersonated vendor session hands the admin session back.
    expect(clearSession('vendor')).toEqual({ restoredAdmin: true });
    expect(getToken('admin')).toBe('admin-t');
    expect(getOriginalAdminToken()).toBeNull();
    expect(restoreOriginalAdminToken()).toBe(false);
  });

  it('notifies subscribers of changes here and in other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeToSessionStorage(listener);
    setToken('admin', 'a');
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: 'vendorToken' }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    setToken('admin', 'b');
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
