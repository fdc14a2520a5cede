import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { Simulation, type SimulationState } from './simulate';

export interface SimulationControls {
  state: SimulationState | null;
  start: () => void;
  send: (eventType: string) => void;
  reset: () => void;
  stop: () => void;
}

/** One hand-stepped run of the machine at a time. */
export function useSimulation(machine: AnyStateMachine): SimulationControls {
  const run = useRef<Simulation | null>(null);
  const [state, setState] = useState<SimulationState | null>(null);

  const stop = useCallback(() => {
    run.current?.stop();
    run.current = null;
    setState(null);
  }, []);

  // Leaving the machine (or the page) ends its run.
  useEffect(() => stop, [stop]);

  const start = useCallback(() => {
    run.current?.stop();
    run.current = new Simulation(machine, setState);
  }, [machine]);
  const send = useCallback((type: string) => run.current?.send(type), []);
  const reset = useCallback(() => run.current?.reset(), []);

  return { state, start, send, reset, stop };
}
