import { userMachine } from '../../../src/machines/userMachine';
import type { MachineModel } from '../machineModel';

type UserModelEvent = { type: string; output?: { id: number; email: string }; search?: unknown };

const signedIn = {
  email: 'active@demo.test',
  isInstitutionUser: false,
  mobileNumber: '+85291234567',
  id: 7,
};

export const model: MachineModel<typeof userMachine> = {
  machine: userMachine,
  events: [
    { type: 'user.load' },
    { type: 'user.reset' },
    { type: 'page.error', code: '0063', message: 'Coupon is invalid' },
    { type: 'page.error.clear' },
    { type: 'url.query', search: { coupon: 'WELCOME10', origin: 'promocode' } },
    { type: 'xstate.done.actor.fetchUserInfo', output: signedIn },
    { type: 'xstate.done.actor.fetchUserInfo', output: { ...signedIn, id: 0, email: '' } },
    { type: 'xstate.error.actor.fetchUserInfo', error: 'error' },
  ] as never,
  simplePaths: false,
  describeEvent: (e: UserModelEvent) => {
    switch (e.type) {
      case 'user.load':
        return 'A page asks who the user is';
      case 'user.reset':
        return 'The user signs out';
      case 'page.error':
        return 'A page reports an error';
      case 'page.error.clear':
        return 'The error is dismissed';
      case 'url.query':
        return 'A link brings a coupon with origin=promocode';
      case 'xstate.error.actor.fetchUserInfo':
        return 'The user-info call fails';
      default:
        return e.output?.id ? `The server returns ${e.output.email}` : 'The server returns no user';
    }
  },
};
