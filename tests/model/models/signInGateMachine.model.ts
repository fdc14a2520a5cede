import { type GateUser, signInGateMachine } from '../../../src/machines/signInGateMachine';
import { aUser, noUser } from '../../factories/user';
import type { Person } from '../../pages/person';
import { signInGate } from '../../pages/signInGate';
import type { MachineModel, ModelPath } from '../machineModel';

const member: GateUser = aUser({ mobileNumber: '', id: 7 });
const nobody: GateUser = noUser();
const next = '/pricing/personalcentre/myplans?x=1';

/** The path starts with a user the app already knows. */
export const knownUser = (path: ModelPath) => (path.input as { user: GateUser }).user.id !== 0;

type GateModelEvent = { type: string; output?: GateUser; error?: unknown };

export const model: MachineModel<typeof signInGateMachine> = {
  machine: signInGateMachine,
  starts: [
    {
      description: 'A visitor the app does not know yet opens a protected page',
      input: { user: nobody, next },
    },
    {
      description: 'A user the app already knows opens a protected page',
      input: { user: member, next },
    },
  ],
  events: [
    { type: 'xstate.done.actor.fetchCurrentUser', output: member },
    { type: 'xstate.done.actor.fetchCurrentUser', output: nobody },
    { type: 'xstate.error.actor.fetchCurrentUser', error: 'error' },
  ] as never,
  describeEvent: (e: GateModelEvent) => {
    if (e.type.startsWith('xstate.error'))
      return 'The server says nobody is signed in (user info fails)';
    return e.output?.id
      ? `The server says ${e.output.email} is signed in`
      : 'The server answers with no user (id 0)';
  },
};

/** What each state looks like, in both runners. */
export type Seen = { person: Person };
export const sees = {
  checking: ({ person }) => signInGate(person).checking(),
  allowed: ({ person }) => signInGate(person).allowed(),
  redirecting: ({ person }) => signInGate(person).sentToLogin(),
} satisfies Record<string, (h: Seen) => Promise<void>>;
