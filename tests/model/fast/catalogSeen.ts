import type { SnapshotFrom } from 'xstate';
import type { Currency } from '../../../src/api/contract/common';
import type { ProductCode } from '../../../src/api/contract/products';
import type { SubscriptionTime } from '../../../src/api/contract/wire';
import type { CatalogContext, catalogMachine } from '../../../src/machines/catalogMachine';
import type { ModelPath } from '../machineModel';

/** What the model's events carry, read without the model's narrow event types. */
export type CatalogStep = {
  type: string;
  output?: unknown;
  error?: unknown;
  subscriptionTime?: SubscriptionTime;
  currency?: Currency;
  productCode?: ProductCode;
};

export type CatalogSnapshot = {
  value: SnapshotFrom<typeof catalogMachine>['value'];
  context: CatalogContext;
};

/**
 * The machine's snapshots along a path, with the context a person has at each step (pathsOf
 * replays every path's own events, so another route to the same state cannot lend its context).
 */
export const snapshotsOf = (path: ModelPath) => path.states as unknown as CatalogSnapshot[];
