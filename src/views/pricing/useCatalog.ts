import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { checkActivity, getCoupons, getMyPlans, getPriceList } from '../../api/products';
import {
  type CatalogInput,
  type CheckoutSelection,
  catalogMachine,
  type Selection,
} from '../../machines/catalogMachine';
import { liveInspection } from '../../statecharts/live/inspector';

/** The catalog statechart bound to the real API (pc/pl, pc/up, pc/qc, pc/uc1). */
const liveCatalog = catalogMachine.provide({
  actors: {
    loadPriceList: fromPromise(({ input }) => getPriceList(input.lang)),
    loadAccount: fromPromise(({ input }) => getMyPlans(input.lang)),
    checkActivity: fromPromise(({ input }) => checkActivity(input)),
    fetchCoupons: fromPromise(({ input }) => getCoupons(input.currency)),
  },
});

export interface CatalogEffects {
  /** A choice changed: keep it in the address so reload, back and sharing keep it. */
  onSelection?: (selection: Selection) => void;
  onCheckout?: (selection: CheckoutSelection) => void;
}

/** One catalog actor for the life of the screen; `input` is read once, at the start. */
export function useCatalog(input: CatalogInput, effects: CatalogEffects) {
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });
  const [machine] = useState(() =>
    liveCatalog.provide({
      actions: {
        rememberSelection: (_, selection) => latest.current.onSelection?.(selection),
        goToCheckout: (_, selection) => latest.current.onCheckout?.(selection),
      },
    }),
  );
  return useMachine(machine, { input, ...liveInspection() });
}
