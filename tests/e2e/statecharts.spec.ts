import { readdirSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { expect, type Page, type Route } from '@playwright/test';
import type { AnyStateMachine } from 'xstate';
import {
  allStateNodes,
  eventLabel,
  transitionLabel,
  transitionsOf,
} from '../../src/statecharts/describe';
import { STATECHARTS, viewer as viewerOf } from '../pages/statecharts';
import { axeFindings } from './helpers';
import { e2eBaseURL } from './servers';
import { test } from './test';

// The statechart viewer `npm start` builds in (VITE_STATECHARTS=1), against the real app.

/** Every machine file, as the viewer finds them: src/machines/<name>Machine.ts exporting <name>. */
const MACHINE_NAMES = readdirSync('src/machines')
  .filter((f) => /Machine\.ts$/.test(f))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

async function loadMachine(name: string): Promise<AnyStateMachine> {
  const mod = await import(pathToFileURL(`src/machines/${name}.ts`).href);
  return mod[name] as AnyStateMachine;
}

/** msgid → msgstr of a Lingui .po catalog (single- or multi-line strings). */
// biome-ignore lint/complexity/noExcessiveCognitiveComplexity: a small PO reader: the escape and continuation cases of the format
function readPo(path: string): Map<string, string> {
  const out = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  let key: 'msgid' | 'msgstr' | null = null;
  let id = '';
  let str = '';
  const flush = () => {
    if (id) out.set(id, str);
    id = '';
    str = '';
  };
  for (const line of readFileSync(path, 'utf8').split('\n')) {
    const m = /^(msgid|msgstr) (".*")$/.exec(line);
    if (m) {
      if (m[1] === 'msgid') flush();
      key = m[1] as 'msgid' | 'msgstr';
      if (key === 'msgid') id = unquote(m[2] as string);
      else str = unquote(m[2] as string);
    } else if (/^".*"$/.test(line) && key) {
      if (key === 'msgid') id += unquote(line);
      else str += unquote(line);
    } else key = null;
  }
  flush();
  return out;
}

const diagram = (page: Page, name: string) => viewerOf(page).diagram(name);
const stateButton = (page: Page, id: string) => viewerOf(page).stateButton(id);
const statePanel = (page: Page) => viewerOf(page).statePanel();
async function expectNoAxeViolations(page: Page, where: string) {
  const violations = await axeFindings(page);
  expect(
    violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(' | ')}`,
    ),
    `axe on the viewer (${where})`,
  ).toEqual([]);
}

const livePanel = (page: Page) => viewerOf(page).livePanel();

test.use({ viewport: STATECHARTS.wideViewport });

test('the viewer lists every machine in src/machines', async ({ page }) => {
  await page.goto(STATECHARTS.address);
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts' })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Machines' });
  for (const name of MACHINE_NAMES) {
    const machine = await loadMachine(name);
    const link = list.getByRole('link', { name: new RegExp(`^${name}\\b`) });
    await expect(link).toBeVisible();
    await expect(link).toContainText(machine.root.description ?? '');
  }
  await expect(list.getByRole('link')).toHaveCount(MACHINE_NAMES.length);
});

/**
 * One viewer tab for the "drawn from the machine" tests: each goes to its machine by the viewer's
 * own list, as a person moves from one to the next, without loading the viewer again. They run in
 * order on one worker (the file's other tests spread over the workers). Opened in beforeAll rather
 * than as a worker fixture: a worker fixture makes its own kind of worker, which Playwright starts
 * afresh for these tests alone once every other test has run.
 */
test.describe('every machine, in one viewer tab', () => {
  test.describe.configure({ mode: 'default' });
  let viewerTab: Page;
  test.beforeAll(async ({ browser }, workerInfo) => {
    const context = await browser.newContext({
      viewport: STATECHARTS.wideViewport,
      baseURL: e2eBaseURL(workerInfo.parallelIndex),
    });
    viewerTab = await context.newPage();
    await viewerTab.goto(STATECHARTS.address);
  });
  test.afterAll(() => viewerTab.context().close());

  for (const name of MACHINE_NAMES) {
    test(`${name}: drawn from the machine, every state a button, every transition labelled`, async () => {
      const page = viewerTab;
      const machine = await loadMachine(name);
      await page
        .getByRole('navigation', { name: 'Machines' })
        .getByRole('link', { name: new RegExp(`^${name}\\b`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/pricing/statecharts/${name}$`));
      await expect(diagram(page, name)).toBeVisible();
      const nodes = allStateNodes(machine);
      await expect(diagram(page, name).locator('[data-state-id]')).toHaveCount(nodes.length);
      // Read at once (the count above waited for the whole drawing): one round trip, not two a state.
      const drawn = new Map(
        await diagram(page, name)
          .locator('[data-state-id]')
          .evaluateAll((states) =>
            states.map((state) => [
              state.getAttribute('data-state-id'),
              `${state.getAttribute('role')}: ${state.getAttribute('aria-label')}`,
            ]),
          ),
      );
      const unnamed = nodes
        .filter(
          (node) =>
            !new RegExp(`^button: ${node.key}( \\(current\\))?$`).test(drawn.get(node.id) ?? ''),
        )
        .map((node) => `${node.id} drawn as ${JSON.stringify(drawn.get(node.id))}`);
      expect(unnamed, 'states that are not a button named by their key').toEqual([]);
      // Edge labels as the machine's own transitions name them: event and guard.
      const labels = new Set(
        await diagram(page, name).locator('[data-edge-id] text').allTextContents(),
      );
      const missing = nodes
        .flatMap((node) => transitionsOf(node).filter((t) => t.target?.length))
        .filter((t) => !labels.has(transitionLabel(t)))
        .map((t) => {
          const drawn = [...labels].filter((l) => l.startsWith(`${eventLabel(t.eventType)} `));
          return `${t.source.id}: “${transitionLabel(t)}” drawn as ${JSON.stringify(drawn)}`;
        });
      expect(missing, 'transitions drawn without their label').toEqual([]);
    });
  }

  test('every machine was drawn from its layout made ahead: ELK was never loaded', async () => {
    const scripts = await viewerTab.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // The tab's scripts are on record (the viewer's own chunk among them), and ELK's is not.
    expect(scripts.filter((url) => /\/StatechartsView-[^/]*\.js$/.test(url))).toHaveLength(1);
    expect(scripts.filter((url) => /\/elk-[^/]*\.js$/.test(url))).toEqual([]);
  });
});

test('selecting a state shows its description and the events that leave it', async ({ page }) => {
  const name = 'deviceRegistrationMachine';
  const machine = await loadMachine(name);
  await page.goto(`${STATECHARTS.address}/${name}`);
  for (const node of allStateNodes(machine).filter((n) => n !== machine.root)) {
    const button = stateButton(page, node.id);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const panel = statePanel(page);
    await expect(panel.getByRole('heading', { level: 2 })).toHaveText(node.key);
    await expect(panel.getByText(node.description ?? '', { exact: true })).toBeVisible();
    for (const t of transitionsOf(node))
      await expect(panel.getByText(transitionLabel(t), { exact: true })).toBeVisible();
  }
  // Keyboard: Enter on a focused state selects it.
  const idle = stateButton(page, 'deviceRegistration.idle');
  await idle.focus();
  await page.keyboard.press('Enter');
  await expect(statePanel(page).getByRole('heading', { level: 2 })).toHaveText('idle');
});

test('stepping a machine by hand moves the lit state', async ({ page }) => {
  const name = 'deviceRegistrationMachine';
  await page.goto(`${STATECHARTS.address}/${name}`);
  const step = page.locator('section[aria-labelledby="statechart-step-heading"]');
  await step.getByRole('button', { name: 'Start a simulation' }).click();
  const lit = diagram(page, name).locator('[data-lit]:not([data-state-id="deviceRegistration"])');
  await expect(step.getByText('Simulation in:')).toContainText('idle');
  await expect(lit).toHaveAttribute('aria-label', 'idle (current)');

  const send = async (eventType: string, now: string) => {
    await step.getByRole('button', { name: eventLabel(eventType), exact: true }).click();
    await expect(step.getByText('Simulation in:')).toContainText(now);
    await expect(lit).toHaveCount(1);
    await expect(lit).toHaveAttribute('aria-label', `${now} (current)`);
  };
  await send('device.register', 'registering');
  await send('xstate.error.actor.registerDevice', 'waitingToRetry');
  await send('xstate.after.retryDelay.deviceRegistration.waitingToRetry', 'registering');

  await step.getByRole('button', { name: 'Reset' }).click();
  await expect(lit).toHaveAttribute('aria-label', 'idle (current)');
  await step.getByRole('button', { name: 'Stop and follow the app' }).click();
  await expect(step.getByRole('button', { name: 'Start a simulation' })).toBeVisible();
});

test('live: the viewer lights where the app in another tab is, and follows it', async ({
  context,
}) => {
  const name = 'catalogMachine';
  const viewer = await context.newPage();
  await viewer.goto(`/pricing/statecharts/${name}`);
  await expect(diagram(viewer, name)).toBeVisible();
  await expect(livePanel(viewer)).toContainText('No running app has reported this machine yet.');

  // The app in another tab of the same browser, its price list held so its loading is visible.
  // A choice in the address: a first visit to the bare address arrives drawn by the server,
  // its catalog already past loading (tests/e2e/prerender.spec.ts).
  const app = await context.newPage();
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await app.route('**/api/v2/ch/pc/pl*', async (route: Route) => {
    await held;
    await route.continue();
  });
  await app.goto('/pricing/pricing?currency=USD');

  const lit = (id: string) => stateButton(viewer, id);
  await expect(lit('catalog.loadingPrices')).toHaveAttribute('data-lit', 'true');
  await expect(lit('catalog.loadingPrices')).toHaveAttribute(
    'aria-label',
    'loadingPrices (current)',
  );
  await expect(livePanel(viewer)).toContainText('running: loadingPrices');

  release();
  await expect(app.getByRole('article')).toHaveCount(5);
  await expect(lit('catalog.ready.browsing')).toHaveAttribute('aria-label', 'browsing (current)');
  await expect(lit('catalog.ready')).toHaveAttribute('data-lit', 'true');
  await expect(lit('catalog.loadingPrices')).not.toHaveAttribute('data-lit', 'true');
  await expect(lit('catalog.loadingPrices')).toHaveAttribute('aria-label', 'loadingPrices');

  // A transition as it happens: the person picks another currency in the app's tab.
  await app.getByRole('radio', { name: 'HKD', exact: true }).check();
  const log = livePanel(viewer).getByRole('table');
  await expect(log.getByRole('row').filter({ hasText: 'currency.select' })).toHaveCount(1);
  await expect(lit('catalog.ready.browsing')).toHaveAttribute('aria-label', 'browsing (current)');

  // A viewer opened later is told at once where the running app stands.
  const late = await context.newPage();
  await late.goto(`/pricing/statecharts/${name}`);
  await expect(stateButton(late, 'catalog.ready.browsing')).toHaveAttribute(
    'aria-label',
    'browsing (current)',
  );
  // The live log table and lit states are part of the viewer too.
  await expectNoAxeViolations(viewer, 'catalogMachine, lit by a running app, live log shown');
});

test('zh_HK: machine and state descriptions appear translated', async ({ browser }) => {
  const zh = readPo('src/locales/zh_HK/statecharts.po');
  const context = await browser.newContext({
    locale: 'zh-HK',
    viewport: STATECHARTS.wideViewport,
  });
  const page = await context.newPage();
  const name = 'deviceRegistrationMachine';
  const machine = await loadMachine(name);
  await page.goto(`${STATECHARTS.address}/${name}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  const translated = (text: string | undefined) => {
    const t = zh.get(text ?? '');
    expect(t, `zh_HK has no translation of “${text}”`).toBeTruthy();
    return t as string;
  };
  // Every machine's description in the list.
  for (const other of MACHINE_NAMES) {
    const m = await loadMachine(other);
    await expect(page.getByRole('link', { name: new RegExp(`^${other}\\b`) })).toContainText(
      translated(m.root.description),
    );
  }
  // A state's and its transitions' descriptions, once selected.
  for (const node of allStateNodes(machine).filter((n) => n !== machine.root)) {
    await stateButton(page, node.id).click();
    const panel = statePanel(page);
    await expect(panel.getByText(translated(node.description), { exact: true })).toBeVisible();
    for (const t of transitionsOf(node))
      if (t.description)
        await expect(panel.getByText(translated(t.description), { exact: true })).toBeVisible();
    await expect(panel.getByText(node.description ?? '', { exact: true })).toHaveCount(0);
  }
  await context.close();
});

test('axe finds no accessibility violations in the viewer', async ({ page }) => {
  await page.goto(STATECHARTS.address);
  await expect(page.getByRole('navigation', { name: 'Machines' })).toBeVisible();
  await expectNoAxeViolations(page, 'machine list');
  await page.goto('/pricing/statecharts/checkoutMachine');
  await expect(diagram(page, 'checkoutMachine')).toBeVisible();
  // With a state selected and a simulation running, so every panel is in its fullest form.
  await stateButton(page, 'checkout.payment.idle').click();
  await page.getByRole('button', { name: 'Start a simulation' }).click();
  await expectNoAxeViolations(page, 'checkoutMachine, state selected, simulation running');
});
