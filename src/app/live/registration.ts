import { registerDevicesWith } from '../../api/deviceRegistration';
import { deviceKnown, maybeSignedIn } from '../signInHint';

/**
 * The API client registers this device through the registration statechart (./device.ts). Signed
 * in (just back from the login page, say) on a device the server does not know, it registers at
 * once: the first call (who is signed in) waits for it instead of being refused with a 403 that
 * the visitor's console would show. Signed out, the open pages need no device, and the client
 * itself loads with the first call.
 */
export function registerThroughStatechart(): void {
  // The statechart and its crypto load only when a registration is needed.
  registerDevicesWith(() => import('./device').then((device) => device.ensureDeviceRegistered()));
  if (maybeSignedIn() && !deviceKnown())
    void import('../../api/client').then(({ api }) => api.register()).catch(() => undefined);
}
