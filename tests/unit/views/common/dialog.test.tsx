// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogExample } from './dialogExample';
import { renderWithI18n } from './renderWithI18n';

afterEach(cleanup);

async function openDialog() {
  const user = userEvent.setup();
  await renderWithI18n(<DialogExample />);
  const opener = screen.getByRole('button', { name: 'Remove card' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Remove this card?' }) };
}

describe('Dialog (jsdom: no showModal, the same contract by hand)', () => {
  it('is not in the accessibility tree until opened', async () => {
    await renderWithI18n(<DialogExample />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens named by its heading, modal, with focus on its first control', async () => {
    const { dialog } = await openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('heading', { level: 2, name: 'Remove this card?' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Type REMOVE/ }));
  });

  it('keeps Tab inside: past the last control to the first, and back', async () => {
    const { user, dialog } = await openDialog();
    const field = screen.getByRole('textbox', { name: /Type REMOVE/ });
    const close = screen.getByRole('button', { name: 'Close' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep card' }));
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(field);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('Escape asks the owner to close, says so, and focus returns to the opener', async () => {
    const { user, opener } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('status', { name: 'Closed by' }).textContent).toBe('escape');
    expect(document.activeElement).toBe(opener);
  });

  it('the close button reports itself; closing from inside also returns focus', async () => {
    const first = await openDialog();
    await first.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status', { name: 'Closed by' }).textContent).toBe('closeButton');
    expect(document.activeElement).toBe(first.opener);

    await first.user.click(first.opener);
    await first.user.click(screen.getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(first.opener);
  });

  it('labels its close button in the reader’s language', async () => {
    await renderWithI18n(<DialogExample />, 'zh_HK', 'personalCentre');
    await userEvent.click(screen.getByRole('button', { name: 'Remove card' }));
    expect(screen.getByRole('button', { name: '關閉' })).toBeTruthy();
  });
});
