import { createActor, fromPromise } from 'xstate';
import { browserDeps, type DeviceDeps, registerDeviceOnce } from '../../api/device';
import { deviceRegistrationMachine } from '../../machines/deviceRegistrationMachine';
import { liveInspection } from '../../statecharts/live/inspector';

/**
 * Runs the registration statechart until the server accepts the device (retrying every second).
 * Never rejects; callers that cannot wait forever cap their own wait (the API client does).
 */
export function ensureDeviceRegistered(overrides: Partial<DeviceDeps> = {}): Promise<void> {
  const deps = { ...browserDeps(), ...overrides };
  const actor = createActor(
    deviceRegistrationMachine.provide({
      actors: {
        registerDevice: fromPromise(({ signal }) => registerDeviceOnce(deps, signal)),
      },
    }),
    liveInspection(),
  );
  return new Promise((resolve) => {
    actor.subscribe((snapshot) => {
      if (snapshot.matches('registered')) {
        actor.stop();
        resolve();
      }
    });
    actor.start();
    actor.send({ type: 'device.register' });
  });
}
