/** A URL without its password, for log lines and messages; `fallback` when it does not parse. */
export function redactUrl(url: string, fallback: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return fallback;
  }
}
