// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { allStateNodes, transitionLabel, transitionsOf } from '../../../src/statecharts/describe';
import { machines } from '../../../src/statecharts/machines';
import {
  fingerprintOf,
  type LaidOutAhead,
  type LaidOutState,
  layoutBothWays,
  layoutMachine,
  type MachineLayout,
  runElk,
  toElkGraph,
} from '../../../src/statecharts/viewer/layout';
import { orderMachine } from './viewerFixtures';

const states = (layout: MachineLayout) =>
  layout.nodes.filter((n): n is LaidOutState => n.kind === 'state');

const inside = (inner: LaidOutState, outer: LaidOutState) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

describe('layout', { timeout: 30_000 }, () => {
  it('gives every state a box, nested inside its parent, and marks regions and finals', async () => {
    const layout = await layoutMachine(orderMachine);
    const byId = new Map(states(layout).map((s) => [s.id, s]));
    expect([...byId.keys()].sort()).toEqual(
      allStateNodes(orderMachine)
        .map((n) => n.id)
        .sort(),
    );
    for (const s of byId.values()) {
      expect(s.width, s.id).toBeGreaterThan(0);
      const parent = s.stateNode.parent && byId.get(s.stateNode.parent.id);
      if (parent) expect(inside(s, parent), `${s.id} inside ${parent.id}`).toBe(true);
    }
    expect(byId.get('order.editing.card')?.region).toBe(true);
    expect(byId.get('order.editing.coupon')?.region).toBe(true);
    expect(byId.get('order.editing')?.container).toBe(true);
    expect(byId.get('order.paid')?.final).toBe(true);
  });

  it('draws an edge per transition, labelled event [guard], and an initial mark per compound state', async () => {
    const layout = await layoutMachine(orderMachine);
    const transitions = allStateNodes(orderMachine).flatMap(transitionsOf);
    const edges = layout.edges.filter((e) => e.kind === 'transition');
    expect(edges).toHaveLength(transitions.length);
    expect(edges.map((e) => e.label?.text).sort()).toEqual(transitions.map(transitionLabel).sort());
    expect(edges.map((e) => e.label?.text)).toContain('checkout.submit [agreementAccepted]');
    expect(edges.map((e) => e.label?.text)).toContain('placeOrder done');
    expect(edges.map((e) => e.label?.text)).toContain('after patience');
    for (const e of layout.edges) expect(e.points.length, e.id).toBeGreaterThanOrEqual(2);

    const initials = layout.edges.filter((e) => e.kind === 'initial').map((e) => e.target);
    expect(initials.sort()).toEqual(
      ['order.editing', 'order.editing.card.empty', 'order.editing.coupon.none'].sort(),
    );
  });

  it('lays out every machine of the app, eventless transitions included', async () => {
    for (const { name, machine } of machines) {
      const layout = await layoutMachine(machine);
      const count = allStateNodes(machine).flatMap(transitionsOf).length;
      expect(
        layout.edges.filter((e) => e.kind === 'transition'),
        name,
      ).toHaveLength(count);
      expect(states(layout), name).toHaveLength(allStateNodes(machine).length);
    }
  });
});

describe('layouts made ahead (npm run statecharts)', { timeout: 30_000 }, () => {
  /** ELK's output for the machine now, every shape moved right by `dx`. */
  const movedAhead = async (dx: number): Promise<LaidOutAhead> => {
    const graph = toElkGraph(orderMachine, 'RIGHT');
    // Before ELK runs: it writes its positions into the graph it is given.
    const fingerprint = fingerprintOf(graph);
    const laidOut = await runElk(graph);
    const move = (node: typeof laidOut) => {
      node.x = (node.x ?? 0) + dx;
      for (const child of node.children ?? []) move(child);
    };
    for (const child of laidOut.children ?? []) move(child);
    return { fingerprint, laidOut };
  };
  const rootX = (layout: MachineLayout) => states(layout).find((s) => s.depth === 0)?.x;

  it('are drawn as made when they were made from this machine', async () => {
    const fresh = await layoutMachine(orderMachine, 'RIGHT');
    const drawn = await layoutMachine(orderMachine, 'RIGHT', await movedAhead(1000));
    expect(rootX(drawn)).toBe((rootX(fresh) ?? 0) + 1000);
    expect(drawn.edges).toEqual(fresh.edges);
  });

  it('are laid out again by ELK when the machine has changed since', async () => {
    const ahead = await movedAhead(1000);
    const fresh = await layoutMachine(orderMachine, 'RIGHT');
    const drawn = await layoutMachine(orderMachine, 'RIGHT', { ...ahead, fingerprint: 'f00d' });
    expect(drawn).toEqual(fresh);
  });

  it("are each machine's own: the files written by npm run statecharts draw what ELK draws", async () => {
    const files = import.meta.glob<Record<string, LaidOutAhead>>(
      '../../../src/statecharts/layouts/*.json',
      { import: 'default', eager: true },
    );
    expect(Object.keys(files)).toHaveLength(machines.length);
    for (const name of ['checkoutMachine', 'userMachine']) {
      const machine = machines.find((m) => m.name === name)!.machine;
      const ahead = files[`../../../src/statecharts/layouts/${name}.json`]!;
      for (const direction of ['RIGHT', 'DOWN'] as const)
        expect(ahead[direction]?.fingerprint, `${name} ${direction}`).toBe(
          fingerprintOf(toElkGraph(machine, direction)),
        );
      expect(await layoutBothWays(machine, ahead), name).toEqual(await layoutBothWays(machine));
    }
  });
});
