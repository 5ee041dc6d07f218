// The payment history's tabs (deposits, payouts, online payments) as the ARIA tabs pattern: one tab stop,
// the arrow keys move between tabs (mirrored in Arabic), Home and End; choosing a tab changes the query
// (`?tab=payouts`), so the URL names the tab and Back returns to the previous one.
import { useRef, type KeyboardEvent } from 'react';
import { parts } from '../../../src/ui/part';

export interface Tab<K extends string> {
  key: K;
  label: string;
}

interface HistoryTabsProps<K extends string> {
  tabs: ReadonlyArray<Tab<K>>;
  current: K;
  onSelect(key: K): void;
  label: string;
  /** The id of the panel the tabs control. */
  panelId: string;
  idPrefix: string;
}

export function HistoryTabs<K extends string>({ tabs, current, onSelect, label, panelId, idPrefix }: HistoryTabsProps<K>) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let next: number | null = null;
    if (event.key in step) next = (index + step[event.key] + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    if (next === null) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };
  return (
    <div className="history-tabs" role="tablist" aria-label={label} ref={list} {...parts('tabs')}>
      {tabs.map((tab, i) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          id={`${idPrefix}-${tab.key}`}
          className="history-tabs__tab"
          aria-selected={tab.key === current}
          aria-controls={panelId}
          tabIndex={tab.key === current ? 0 : -1}
          onClick={() => tab.key !== current && onSelect(tab.key)}
          onKeyDown={(e) => move(e, i)}
          {...parts('tab', tab.key === current && 'tab-selected')}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
