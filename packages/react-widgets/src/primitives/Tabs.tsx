import type { ReactNode } from 'react';
import { Tabs as AriaTabs, type Key, Tab, TabList, TabPanel } from 'react-aria-components';
import { classNames } from './Button';

/** One tab of {@link Tabs}. */
export interface TabEntry {
  /** Stable id (e.g. the `tab` query value). */
  id: string;
  /** The tab's label. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** The tabs, in order. */
  tabs: readonly TabEntry[];
  /** Accessible name of the tab list. */
  'aria-label': string;
  /**
   * The selected tab (controlled); omit to let the component keep it.
   * @default undefined
   */
  selectedKey?: string;
  /**
   * Tab selected first when uncontrolled.
   * @default the first tab
   */
  defaultSelectedKey?: string;
  /**
   * Called with the newly selected tab's id.
   * @default undefined
   */
  onSelectionChange?: (id: string) => void;
  /**
   * Extra class names.
   * @default undefined
   */
  className?: string;
}

/**
 * Tabs with arrow-key navigation, e.g. Live Tracking / History or All / Movements / Stoppage / Alerts.
 * @example <Tabs aria-label="Vehicle" tabs={[{ id: 'live', label: 'Live Tracking', content: <Live /> }]} />
 */
export function Tabs({
  tabs,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  className,
  ...aria
}: TabsProps) {
  return (
    <AriaTabs
      className={classNames('fleet-tabs', className)}
      {...(selectedKey !== undefined ? { selectedKey } : {})}
      defaultSelectedKey={defaultSelectedKey ?? tabs[0]?.id}
      onSelectionChange={(key: Key) => onSelectionChange?.(String(key))}
    >
      <TabList aria-label={aria['aria-label']} className="fleet-tabs__list">
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className="fleet-tabs__tab">
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className="fleet-tabs__panel">
          {tab.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
