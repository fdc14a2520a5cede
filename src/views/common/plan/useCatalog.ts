import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type {
  CatalogInput,
  CheckoutSelection,
  catalogMachine,
  Selection,
} from '../../../machines/catalogMachine';
import type { BoundMachine } from '../boundMachine';

/** The catalog statechart with its API calls bound, as the route hands it over. */
export type BoundCatalog = BoundMachine<typeof catalogMachine>;

export interface CatalogEffects {
  /** A choice changed: keep it in the address so reload, back and sharing keep it. */
  onSelection?: (selection: Selection) => void;
  onCheckout?: (selection: CheckoutSelection) => void;
}

/** One catalog actor for the life of the screen; `input` is read once, at the start. */
export function useCatalog(catalog: BoundCatalog, input: CatalogInput, effects: CatalogEffects) {
  const latest = useRef(effects);
  useEffect(() => {
    latest.current = effects;
  });
  // Where the screen leads is the screen's own business: the route's navigation, bound here.
  const [machine] = useState(() =>
    catalog.machine.provide({
      actions: {
        rememberSelection: (_, selection) => latest.current.onSelection?.(selection),
        goToCheckout: (_, selection) => latest.current.onCheckout?.(selection),
      },
    }),
  );
  return useMachine(machine, { input, ...catalog.options });
}
