import type { Page } from '@playwright/test';

/** The statechart viewer (VITE_STATECHARTS=1), in the words and landmarks a person finds. */
export const STATECHARTS = {
  address: '/pricing/statecharts',
  diagramOf: (machine: string) => `Statechart of ${machine}`,
  /** Wide enough for the machine list to stand beside the diagram rather than fold into a menu. */
  wideViewport: { width: 1600, height: 1000 },
} as const;

/** Where no role or name is stable across languages, the viewer's own markers (Playwright). */
export const viewer = (page: Page) => ({
  diagram: (machine: string) => page.getByRole('group', { name: STATECHARTS.diagramOf(machine) }),
  /** A state in the drawn diagram, by its state node id (whatever the language). */
  stateButton: (id: string) => page.locator(`svg [data-state-id="${id}"]`),
  statePanel: () => page.locator('section[aria-labelledby="statechart-state-heading"]'),
  livePanel: () => page.locator('section[aria-labelledby="statechart-live-heading"]'),
  minimap: () => page.locator('[data-minimap]'),
  /** The zoom as the toolbar shows it, e.g. 80 for "80 %". */
  zoom: async () =>
    Number(
      (
        await page
          .getByRole('region', { name: 'Diagram' })
          .getByText(/^\d+ %$/)
          .textContent()
      )?.replace(' %', '') ?? Number.NaN,
    ),
  breadcrumb: () => page.getByRole('navigation', { name: 'Selected state' }),
});
