// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Notices, useNotices } from '../../../../src/views/common/Notices';
import { renderWithI18n } from './renderWithI18n';

afterEach(cleanup);

function Example() {
  const { notices, notify, dismiss } = useNotices();
  return (
    <>
      <button type="button" onClick={() => notify('Update Success')}>
        Save
      </button>
      <button type="button" onClick={() => notify('Switch Successful')}>
        Switch
      </button>
      <Notices notices={notices} onDismiss={dismiss} />
    </>
  );
}

describe('Notices', () => {
  it('is a polite status region in the page before anything is said', async () => {
    await renderWithI18n(<Example />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    // Only what is added is read out, not every notice already on screen.
    expect(region.getAttribute('aria-atomic')).toBe('false');
    expect(region.textContent).toBe('');
  });

  it('shows each message until it is dismissed, one at a time', async () => {
    await renderWithI18n(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(screen.getByRole('button', { name: 'Switch' }));
    const region = screen.getByRole('status');
    expect(within(region).getByText('Update Success')).toBeTruthy();
    expect(within(region).getByText('Switch Successful')).toBeTruthy();

    const dismissButtons = within(region).getAllByRole('button', { name: 'Dismiss' });
    expect(dismissButtons).toHaveLength(2);
    // Which message a Dismiss button removes is part of what the button says.
    expect(
      within(region).getByRole('button', { name: 'Dismiss', description: 'Update Success' }),
    ).toBe(dismissButtons[0]);
    await userEvent.click(dismissButtons[0] as HTMLElement);
    expect(within(region).queryByText('Update Success')).toBeNull();
    expect(within(region).getByText('Switch Successful')).toBeTruthy();
  });

  it('says Dismiss in the reader’s language', async () => {
    await renderWithI18n(
      <Notices notices={[{ id: 1, message: '更新成功' }]} onDismiss={() => {}} />,
      'zh_CN',
    );
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });
});
