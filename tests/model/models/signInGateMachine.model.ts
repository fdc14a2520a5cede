import { type GateUser, signInGateMachine } from '../../../src/machines/signInGateMachine';
import { aUser, noUser } from '../../factories/user';
import type { Person } from '../../pages/person';
import { shell } from '../../pages/shell';
import { GATE, signInGate } from '../../pages/signInGate';
import type { MachineModel, ModelPath } from '../machineModel';

const member: GateUser = aUser({ mobileNumber: '', id: 7 });
const nobody: GateUser = noUser();

/** The path starts with a user the app already knows. */
export const knownUser = (path: ModelPath) => (path.input as { user: GateUser }).user.id !== 0;

export const model: MachineModel<typeof signInGateMachine> = {
  machine: signInGateMachine,
  // Where a path starts: someone opens a protected page (`next`: its deep link).
  starts: [nobody, member].map((user) => {
    const who = user.id ? 'A user the app already knows' : 'A visitor the app does not know yet';
    return { description: `${who} opens a protected page`, input: { user, next: GATE.deepLink } };
  }),
  events: [
    { type: 'xstate.done.actor.fetchCurrentUser', output: member },
    { type: 'xstate.done.actor.fetchCurrentUser', output: nobody },
    { type: 'xstate.error.actor.fetchCurrentUser', error: 'error' },
  ] as never,
};

/** A known user's start: the app learned who they are at start-up; they open a protected page. */
export async function knownOpensProtectedPage(person: Person) {
  await shell(person).signedInAs(member.email);
  await shell(person).openPersonalCentre();
}

/** What each state looks like, in both runners. */
export type Seen = { person: Person };
export const sees = {
  checking: ({ person }) => signInGate(person).checking(),
  allowed: ({ person }) => signInGate(person).allowed(),
  redirecting: ({ person }) => signInGate(person).sentToLogin(),
} satisfies Record<string, (h: Seen) => Promise<void>>;
