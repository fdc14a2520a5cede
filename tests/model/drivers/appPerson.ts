import { createApiClient } from '../../../src/api/client';
import { deviceEndpoints } from '../../../src/api/contract/device';
import { endSession, logoutUrlFor } from '../../../src/api/session';
import { createUserApi, type UserInfo } from '../../../src/api/user';
import { BASE_PATH } from '../../../src/app/basePath';
import { SESSION_HINT_KEY } from '../../../src/app/lazyAuth';
import { ensureDeviceRegistered } from '../../../src/app/live/device';
import { deviceUnknown, registrationAccepted } from '../../factories/device';
import { jsdomPerson } from '../../pages/jsdomPerson';
import { type HarnessOptions, renderApp } from '../../unit/views/appHarness';
import type { Binding } from '../runner';
import type { Held, SignOuts } from './held';
import { closeScreen, HeldCall } from './heldApi';

/** The whole app in jsdom, as `renderApp` opens it. */
type App = Awaited<ReturnType<typeof renderApp>>;

/**
 * A person in the whole app (jsdom), wired as main.tsx wires it: every resolved navigation tells
 * the user state the address's query (url.query). Their address is where the browser is: once the
 * app has left for another page (the login page), that page, as in a real browser (jsdom stays,
 * the spy sees it); until then the router's location under the base path. The user and sign-in
 * gate machines' bindings use it.
 */
function appPerson(app: App) {
  let left: string | undefined;
  app.leaveTo.mockImplementation((url) => {
    left ??= url;
  });
  app.router.subscribe('onResolved', ({ toLocation }) => app.auth.noteSearch(toLocation.search));
  return jsdomPerson({ address: () => left ?? BASE_PATH + app.router.state.location.href });
}

/** Where the app signs out: beside its login page, outside the API. */
const LOGOUT = logoutUrlFor('/login');

/** The calls of the app's session, as the contract names them. */
type SessionCall = 'getUserInfo' | 'registerDevice';

/**
 * The server at the app's fetch, with the reference server's rules: it refuses every call 403
 * until it has accepted a registration of the device. The `hold` call waits for a path's step
 * (its answer the server's body); the other is answered at once, a registration accepted, who is
 * signed in `user`.
 */
function sessionServer(hold?: SessionCall, user?: UserInfo) {
  const info = new HeldCall('getUserInfo');
  const registrations = new HeldCall('registerDevice');
  if (hold !== 'registerDevice') registrations.answersAtOnce(registrationAccepted().body);
  if (hold !== 'getUserInfo') info.answersAtOnce(user);
  let knowsDevice = false;
  let signOutsSent = 0;
  let failing: number | undefined;
  const fetch = async (request: Request) => {
    if (new URL(request.url).pathname === LOGOUT) {
      signOutsSent += 1;
      const status = failing ?? 200;
      failing = undefined;
      return new Response(status === 200 ? '' : '<p>Down</p>', { status });
    }
    if (new URL(request.url).pathname === deviceEndpoints.registerDevice.path) {
      const body = (await registrations.handle(await request.json())) as object;
      const accepted = '_sys_status' in body && body._sys_status === '0';
      knowsDevice ||= accepted;
      return Response.json(body, { status: accepted ? 200 : 400 });
    }
    if (!knowsDevice)
      return Response.json(deviceUnknown().body, { status: deviceUnknown().status });
    return Response.json({ errorCode: '0', ...((await info.handle()) as UserInfo) });
  };
  const baseUrl = 'http://api.test';
  const register = () => ensureDeviceRegistered({ baseUrl, fetch });
  const api = createUserApi(createApiClient({ baseUrl, register, fetch }));
  // The app's last question, settled once its client has read the answer: a step waits for it,
  // as the screen of a refresh looks the same before and after.
  let asked: Promise<unknown> = Promise.resolve();
  const whoIsSignedIn = () => {
    const answer = api.whoIsSignedIn();
    asked = answer.catch(() => undefined);
    return answer;
  };
  const userInfo: Held = {
    sent: info.sent,
    unanswered: info.unanswered,
    body: info.body,
    answer: (output) => info.answer(output).then(() => asked),
    fail: (error) => info.fail(error).then(() => asked),
  };
  const signOuts: SignOuts = {
    sent: () => signOutsSent,
    failNext: async (status) => {
      failing = status;
    },
  };
  // The app's POST /logout, as main.tsx sends it, to this server.
  const signOut = () =>
    endSession(LOGOUT, (url, init) => fetch(new Request(new URL(url, baseUrl), init)));
  return {
    userInfo,
    registrations,
    knowsDevice: async () => knowsDevice,
    whoIsSignedIn,
    signOuts,
    signOut,
  };
}

/** This browser had a user before (their note in its storage): the app asks who is signed in. */
export const hadUserBefore = () => localStorage.setItem(SESSION_HINT_KEY, '1');

type WholeApp = Omit<HarnessOptions, 'getUserInfo' | 'resume'> & {
  hold?: SessionCall;
  user?: UserInfo;
  hadUserBefore?: boolean;
};

/**
 * The whole app as main.tsx wires and starts it (its start-up step asks who is signed in if this
 * browser had a user before), its real API client (403 → register → retry) over the session
 * server (`hold`, `user`, above), in a browser that has stored nothing yet (or only that it
 * `hadUserBefore`), and the person. The user, sign-in gate and device bindings open it.
 */
export async function openWholeApp({ hold, user, hadUserBefore: had, ...options }: WholeApp) {
  localStorage.clear();
  if (had) hadUserBefore();
  const server = sessionServer(hold, user);
  const app = await renderApp({
    ...options,
    resume: true,
    getUserInfo: server.whoIsSignedIn,
    endSession: server.signOut,
  });
  return { app, server, person: appPerson(app) };
}

/** A jsdom binding of the whole app: the model's sees and does, and this runner's own steps. */
export const wholeApp = <H>(
  model: { sees: Binding<H>['states']; does?: Binding<H>['events'] },
  start: Binding<H>['start'],
  events?: Binding<H>['events'],
): Binding<H> => ({
  start,
  events: { ...model.does, ...events },
  states: model.sees,
  stop: closeScreen,
});
