import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as v from 'valibot';
import { DEVICE_REJECTED } from '../../../src/api/contract/common';
import { RegisterDeviceRequest } from '../../../src/api/contract/device';
import { ERROR } from '../../../src/api/contract/errors';
import type { UserInfo } from '../../../src/api/user';

/** How the fake server answers one registration: as the reference server does, or not at all. */
type Answer = 'accept' | 'refuse' | 'drop';

type Pending = { answer: (how: Answer) => void; arrivedAt: number };

/**
 * The server side of device registration, in the test process on a real socket (as the API unit
 * tests do): POST /api/ch/r is held until the test answers it; every other /api call answers
 * 403 "device not registered" until a registration was accepted, like the reference server.
 */
export interface DeviceServer {
  baseUrl: string;
  /** Registrations received so far (answered or not). */
  registrations: number;
  /** A registration waiting for its answer, if any. */
  pending: Pending | null;
  /** When the last registration was answered (ms, performance.now()). */
  answeredAt: number | null;
  /** Whether the server currently knows this device. */
  knowsDevice: boolean;
  /** Resolves with the next held registration (or the one already held). */
  nextRegistration(timeoutMs?: number): Promise<Pending>;
  answer(how: Answer): void;
  /** From now on every registration is accepted at once (used to let a test end cleanly). */
  acceptAll(): void;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

export async function startDeviceServer(user: UserInfo): Promise<DeviceServer> {
  let waiters: ((p: Pending) => void)[] = [];
  let autoAccept = false;
  const state: DeviceServer = {
    baseUrl: '',
    registrations: 0,
    pending: null,
    answeredAt: null,
    knowsDevice: false,
    nextRegistration(timeoutMs = 5000) {
      if (state.pending) return Promise.resolve(state.pending);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no registration reached the server within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push((p) => {
          clearTimeout(timer);
          resolve(p);
        });
      });
    },
    answer(how) {
      const p = state.pending;
      if (!p) throw new Error('no registration is waiting for an answer');
      state.pending = null;
      p.answer(how);
    },
    acceptAll() {
      autoAccept = true;
      if (state.pending) state.answer('accept');
    },
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  // biome-ignore lint/complexity/noExcessiveCognitiveComplexity: a fake server answering every registration case the model can ask for
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (req.method === 'POST' && path === '/api/ch/r') {
      state.registrations += 1;
      // The client's real request must be one the reference server could verify.
      const body = v.safeParse(RegisterDeviceRequest, JSON.parse(Buffer.concat(chunks).toString()));
      const pending: Pending = {
        arrivedAt: performance.now(),
        answer: (how) => {
          state.answeredAt = performance.now();
          if (how === 'drop') {
            req.socket.destroy();
            return;
          }
          if (how === 'accept' && body.success) {
            state.knowsDevice = true;
            json(res, 200, { errorCode: '0', _sys_status: '0' });
            return;
          }
          // The reference server's refusal (server/routes/device.ts).
          json(res, 400, {
            errorCode: ERROR.deviceRegistration,
            message: 'device registration refused',
            _sys_status: '1',
          });
        },
      };
      state.pending = pending;
      if (autoAccept) {
        state.answer('accept');
        return;
      }
      const ready = waiters;
      waiters = [];
      for (const w of ready) w(pending);
      return;
    }
    if (!state.knowsDevice) {
      json(res, 403, {
        errorCode: ERROR.deviceNotRegistered,
        _sys_status: DEVICE_REJECTED,
        message: 'device not registered',
      });
      return;
    }
    if (path === '/api/ch/se/if') {
      json(res, 200, { errorCode: '0', ...user });
      return;
    }
    json(res, 200, { errorCode: '0' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
