import { DEVICE_REJECTED } from '../../src/api/contract/common';
import { ERROR } from '../../src/api/contract/errors';

// How the reference server answers about this browser's device, HTTP status and body
// (server/routes/device.ts, server/plugins/identity.ts).

/** A registration accepted (the device cookie comes with it). */
export const registrationAccepted = () => ({
  status: 200,
  body: { errorCode: '0', _sys_status: '0' },
});

/** A registration refused: a bad signature, a stale timestamp, unreadable details. */
export const registrationRefused = () => ({
  status: 400,
  body: {
    errorCode: ERROR.deviceRegistration,
    _sys_status: '1',
    message: 'device registration refused: bad signature',
  },
});

/** Any other call from a device the server does not know. */
export const deviceUnknown = () => ({
  status: 403,
  body: {
    errorCode: ERROR.deviceNotRegistered,
    _sys_status: DEVICE_REJECTED,
    message: 'device not registered',
  },
});
