import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { DEVICE_REJECTED } from '../../../src/api/contract/common';
import { RegisterDeviceRequest } from '../../../src/api/contract/device';
import { ERROR } from '../../../src/api/contract/errors';
import type { UserInfo } from '../../../src/api/user';
import { heldRegistrations, type Outcome } from '../models/deviceRegistrationMachine.model';

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * The server side of device registration, in the test process on a real socket (as the API unit
 * tests do): POST /api/ch/r is held until the test answers it; every other /api call answers
 * 403 "device not registered" until a registration was accepted, like the reference server.
 */
export async function startDeviceServer(user: UserInfo) {
  let knowsDevice = false;
  const registrations = heldRegistrations<(how: Outcome) => void>(
    (answer, how) => answer(how),
    async () => knowsDevice,
  );
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method === 'POST' && path === '/api/ch/r') {
      // The client's real request must be one the reference server could verify.
      const body = v.safeParse(RegisterDeviceRequest, JSON.parse(Buffer.concat(chunks).toString()));
      registrations.arrive((how) => {
        if (how === 'drop') return req.socket.destroy();
        knowsDevice = how === 'accept' && body.success;
        if (knowsDevice) return json(res, 200, { errorCode: '0', _sys_status: '0' });
        // The reference server's refusal (server/routes/device.ts).
        const message = 'device registration refused';
        json(res, 400, { errorCode: ERROR.deviceRegistration, message, _sys_status: '1' });
      });
    } else if (!knowsDevice) {
      const unknownDevice = { errorCode: ERROR.deviceNotRegistered, _sys_status: DEVICE_REJECTED };
      json(res, 403, { ...unknownDevice, message: 'device not registered' });
    } else
      json(res, 200, path === '/api/ch/se/if' ? { errorCode: '0', ...user } : { errorCode: '0' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    registrations,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
export type DeviceServer = Awaited<ReturnType<typeof startDeviceServer>>;
