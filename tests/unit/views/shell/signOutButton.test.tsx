// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { SignOutButton } from '../../../../src/views/shell/accountTools';
import { renderWithI18n } from '../common/renderWithI18n';

afterEach(cleanup);

it('takes a double click as one attempt, and a click right after an attempt ends as the next', async () => {
  let ended!: () => void;
  const first = new Promise<void>((resolve) => {
    ended = resolve;
  });
  let attempts = 0;
  const signOut = () => {
    attempts += 1;
    return attempts === 1 ? first : Promise.resolve();
  };
  await renderWithI18n(<SignOutButton onSignOut={signOut} />);
  const button = screen.getByRole('button', { name: 'Sign out' });

  fireEvent.click(button);
  fireEvent.click(button);
  expect(attempts).toBe(1);
  expect(button.getAttribute('aria-disabled')).toBe('true');

  // The attempt ends (its error is on screen by now); React has not drawn the button again yet.
  ended();
  await first;
  await Promise.resolve();
  fireEvent.click(button);
  expect(attempts).toBe(2);
});
