import type { UserInfo } from '../../src/api/user';

/** A signed-in user as user info (spec §3) describes them; overrides for what a test is about. */
export const aUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  email: 'active@demo.test',
  isInstitutionUser: false,
  mobileNumber: '+85291234567',
  id: 42,
  ...overrides,
});

/** User info when nobody is signed in: id 0 and empty fields. */
export const noUser = (): UserInfo => ({
  email: '',
  isInstitutionUser: false,
  mobileNumber: '',
  id: 0,
});

/** The body a server that knows no one answers user info with (errorCode 0, id 0). */
export const noUserBody = () => ({ errorCode: '0', ...noUser() });
