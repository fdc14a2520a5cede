// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type TabItem, Tabs } from '../../../../src/views/common/Tabs';

afterEach(cleanup);

type Period = 'day' | 'week' | 'month';
const TABS: readonly TabItem<Period>[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
];

function Example({ initial }: { initial?: Period }) {
  const [selected, setSelected] = useState<Period | undefined>(initial);
  return (
    <>
      <button type="button">Before</button>
      <Tabs label="Period" tabs={TABS} selected={selected} onSelect={setSelected}>
        <p>Figures by {selected}</p>
      </Tabs>
      <button type="button">After</button>
    </>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('names the list, selects one tab, and ties it to its panel both ways', () => {
    render(<Example initial="week" />);
    const list = screen.getByRole('tablist', { name: 'Period' });
    expect(
      within(list)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Day', 'Week', 'Month']);
    expect(tab('Week').getAttribute('aria-selected')).toBe('true');
    expect(tab('Day').getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Week' });
    expect(tab('Week').getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.textContent).toBe('Figures by week');
  });

  it('is one tab stop: Tab enters on the selected tab and leaves to what follows', async () => {
    render(<Example initial="week" />);
    expect(TABS.map(({ label }) => tab(label as string).tabIndex)).toEqual([-1, 0, -1]);
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(tab('Week'));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'After' }));
  });

  it('arrow keys move and select with wrap-around; Home and End go to the ends', async () => {
    render(<Example initial="day" />);
    tab('Day').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('Week'));
    expect(screen.getByRole('tabpanel', { name: 'Week' })).toBeTruthy();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(tab('Day'));
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(tab('Month'));
    await userEvent.keyboard('{Home}');
    expect(tab('Day').getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{End}');
    expect(tab('Month').getAttribute('aria-selected')).toBe('true');
    expect(tab('Month').tabIndex).toBe(0);
  });

  it('selects by click, and ignores keys that are not its own', async () => {
    const onSelect = vi.fn();
    render(
      <Tabs label="Period" tabs={TABS} selected="day" onSelect={onSelect}>
        <p>Figures</p>
      </Tabs>,
    );
    await userEvent.click(tab('Month'));
    expect(onSelect).toHaveBeenCalledWith('month');
    onSelect.mockClear();
    tab('Day').focus();
    await userEvent.keyboard('{ArrowDown}a');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('with no tab selected, the first is still reachable and the content shows without a panel', () => {
    render(<Example />);
    expect(tab('Day').tabIndex).toBe(0);
    expect(screen.queryByRole('tab', { selected: true })).toBeNull();
    expect(screen.queryByRole('tabpanel')).toBeNull();
    expect(screen.getByText(/Figures by/)).toBeTruthy();
  });

  it('draws tabs as links when asked, keeping the pattern', () => {
    render(
      <Tabs
        label="Sections"
        tabs={TABS}
        selected="week"
        onSelect={() => {}}
        renderTab={(props, id) => <a {...props} href={`/report/${id}`} />}
      >
        <p>Weekly</p>
      </Tabs>,
    );
    expect(tab('Week').getAttribute('href')).toBe('/report/week');
    expect(tab('Week').tagName).toBe('A');
    expect(screen.getByRole('tabpanel', { name: 'Week' }).textContent).toBe('Weekly');
  });
});
