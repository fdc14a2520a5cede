import { Fragment, type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { tabList, tabPanel, tab as tabStyle } from './tabs.css';

export interface TabItem<K extends string> {
  id: K;
  label: ReactNode;
}

/** What a tab element needs to take part in the pattern; spread onto a button or a link. */
interface TabProps {
  ref: (element: HTMLElement | null) => void;
  role: 'tab';
  id: string;
  'aria-selected': boolean;
  /** Only the selected tab has a panel in the page, so only it points at one. */
  'aria-controls': string | undefined;
  tabIndex: 0 | -1;
  className: string;
  children: ReactNode;
}

export interface TabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem<K>[];
  /** The tab shown; undefined when the current page is none of them. */
  selected: K | undefined;
  /** A tab was chosen (click, or arrow keys: the tab that gets focus is shown at once). */
  onSelect: (id: K) => void;
  /**
   * Draws a tab as something other than a button, e.g. a router link so each tab has its own
   * address: spread the props and navigate on click. Default: a button calling onSelect.
   */
  renderTab?: (props: TabProps, id: K) => ReactNode;
  /** The selected tab's panel. */
  children: ReactNode;
}

const KEY_STEPS: Record<string, 'next' | 'previous' | 'first' | 'last'> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

function target<K extends string>(ids: readonly K[], current: K | undefined, key: string) {
  const step = KEY_STEPS[key];
  if (!step || ids.length === 0) return undefined;
  if (step === 'first') return ids[0];
  if (step === 'last') return ids.at(-1);
  const index = current === undefined ? -1 : ids.indexOf(current);
  const offset = step === 'next' ? 1 : -1;
  const from = index === -1 && step === 'previous' ? 0 : index;
  return ids[(from + offset + ids.length) % ids.length];
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop for the whole list (roving tabindex), arrow
 * keys move between tabs with wrap-around, Home and End jump to the ends, and each tab names and
 * controls its panel. Where the selection lives (component state, a search param, a route) is
 * the owner's choice.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  renderTab,
  children,
}: TabsProps<K>) {
  const baseId = useId();
  const elements = useRef(new Map<K, HTMLElement>());
  const ids = tabs.map((tab) => tab.id);
  const tabId = (id: K) => `${baseId}-${id}-tab`;
  const panelId = (id: K) => `${baseId}-${id}-panel`;
  // With nothing selected the first tab is the list's tab stop, so the list is still reachable.
  const focusable = selected !== undefined && ids.includes(selected) ? selected : ids[0];

  const onKeyDown = (event: KeyboardEvent) => {
    const current = ids.find((id) => elements.current.get(id) === document.activeElement);
    const next = target(ids, current ?? selected, event.key);
    if (next === undefined) return;
    event.preventDefault();
    elements.current.get(next)?.focus();
    if (next !== selected) onSelect(next);
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={tabList} onKeyDown={onKeyDown}>
        {tabs.map((item) => {
          const props: TabProps = {
            ref: (element: HTMLElement | null) => {
              if (element) elements.current.set(item.id, element);
              else elements.current.delete(item.id);
            },
            role: 'tab',
            id: tabId(item.id),
            'aria-selected': item.id === selected,
            'aria-controls': item.id === selected ? panelId(item.id) : undefined,
            tabIndex: item.id === focusable ? 0 : -1,
            className: tabStyle,
            children: item.label,
          };
          return renderTab ? (
            <Fragment key={item.id}>{renderTab(props, item.id)}</Fragment>
          ) : (
            <button key={item.id} type="button" {...props} onClick={() => onSelect(item.id)} />
          );
        })}
      </div>
      {selected !== undefined && ids.includes(selected) ? (
        <div
          role="tabpanel"
          id={panelId(selected)}
          aria-labelledby={tabId(selected)}
          className={tabPanel}
        >
          {children}
        </div>
      ) : (
        children
      )}
    </>
  );
}
