import { describe, expect, it } from 'vitest';
import {
  allStateNodes,
  isGeneratedInvokeId,
  transitionKey,
  transitionsOf,
} from '../../src/statecharts/describe';
import { allMachines } from './allMachines';

// The statechart viewer and docs show these descriptions to product owners; a blank one is a gap
// in what they can review.
describe.each(allMachines())('%s', (_name, machine) => {
  it('describes the machine, every state and every transition', () => {
    const missing: string[] = [];
    for (const node of allStateNodes(machine)) {
      if (!node.description?.trim()) missing.push(`state ${node.id}`);
      for (const t of transitionsOf(node))
        if (!t.description?.trim()) missing.push(`transition ${transitionKey(t)}`);
    }
    expect(missing).toEqual([]);
  });

  // Named invocations give readable labels ("fetchUser done") and stable model-test events.
  it('names every invocation', () => {
    const unnamed = allStateNodes(machine).flatMap((n) =>
      n.invoke.filter((i) => isGeneratedInvokeId(i.id)).map(() => n.id),
    );
    expect(unnamed).toEqual([]);
  });
});
