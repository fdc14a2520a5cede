import { registerDevicesWith } from '../../api/client';

/** The API client registers this device through the registration statechart (./device.ts). */
export function registerThroughStatechart(): void {
  // The statechart and its crypto load only when the server first asks for a registration.
  registerDevicesWith(() => import('./device').then((device) => device.ensureDeviceRegistered()));
}
