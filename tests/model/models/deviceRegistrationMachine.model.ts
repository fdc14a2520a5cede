import type { RegisterDeviceResponse } from '../../../src/api/contract/device';
import {
  type DeviceRegistrationEvent,
  deviceRegistrationMachine,
} from '../../../src/machines/deviceRegistrationMachine';
import type { MachineModel } from '../machineModel';

const answer = (status: string): RegisterDeviceResponse => ({
  errorCode: status,
  _sys_status: status,
});
const invokeId = 'registerDevice';

const accepted = { type: `xstate.done.actor.${invokeId}`, output: answer('0') };
const refused = { type: `xstate.done.actor.${invokeId}`, output: answer('1') };
const unreachable = { type: `xstate.error.actor.${invokeId}`, error: new Error('offline') };
const retryDue = { type: 'xstate.after.retryDelay.deviceRegistration.waitingToRetry' };

export const model: MachineModel<typeof deviceRegistrationMachine> = {
  machine: deviceRegistrationMachine,
  events: [{ type: 'device.register' }, accepted, refused, unreachable, retryDue] as never,
  describeEvent: (
    e: DeviceRegistrationEvent | { type: string; output?: RegisterDeviceResponse },
  ) => {
    if (e.type === 'device.register') return 'The app asks the server to recognise this browser';
    if (e.type.startsWith('xstate.error.actor')) return 'The server cannot be reached';
    if (e.type.startsWith('xstate.after')) return 'One second passes';
    const status = 'output' in e ? e.output?._sys_status : undefined;
    return status === '0'
      ? 'The server accepts the device'
      : `The server refuses the device (status ${status})`;
  },
};
