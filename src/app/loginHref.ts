import type { RequestedLocation } from '../routes/context';

/** The app path the browser shows: router locations leave the base path out. */
export function appPath(basePath: string, { pathname, searchStr }: RequestedLocation): string {
  return `${basePath}${pathname}${searchStr}`;
}

/** The login page with `next`, whether or not the configured URL already has a query. */
export function withNext(loginUrl: string, next: string): string {
  const separator = loginUrl.includes('?') ? '&' : '?';
  return `${loginUrl}${separator}next=${encodeURIComponent(next)}`;
}
