let provideRegistration: (register: () => Promise<void>) => void = () => {};
const registration = new Promise<() => Promise<void>>((resolve) => {
  provideRegistration = resolve;
});

/**
 * How this device registers, given once at start-up by the app's edge (src/app/live/device.ts
 * runs the registration statechart). A registration asked for before then waits for it. Apart
 * from the client so that the start-up hand-off does not load the client (ky, valibot) with it.
 */
export function registerDevicesWith(register: () => Promise<void>): void {
  provideRegistration(register);
}

/** Registers through what the edge gave. */
export const registerDevice = (): Promise<void> => registration.then((register) => register());
