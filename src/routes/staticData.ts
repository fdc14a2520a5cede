import type { MessageDescriptor } from '@lingui/core';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * The document title of a page, as a message (not a string) so it follows language changes.
     * The deepest matched route with a title wins. A function picks it from the route's search
     * (one route, two pages: checkout and the upgrade confirmation).
     */
    title?: MessageDescriptor | ((search: Record<string, unknown>) => MessageDescriptor);
  }
}
