/** The same server, another database name. */
export function databaseUrlFor(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** Where CREATE/DROP DATABASE run: the `postgres` maintenance database of the same server. */
export function adminUrl(url: string): string {
  return databaseUrlFor(url, 'postgres');
}
