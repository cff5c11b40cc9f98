import { Tabs } from 'antd';
import { type ReactNode, type Ref, useImperativeHandle, useRef, useState } from 'react';
import EditableGrid, { type EditableGridProps } from './EditableGrid';
import type { EditableGridRef, GridError, GridValues } from './types';

export interface GridTab {
  key: string;
  label: ReactNode;
  grid: Omit<EditableGridProps, 'ref'>;
}

export interface TabsValidateResult {
  ok: boolean;
  /** The first failing tab, its first failing row and that row's errors by column key. */
  tabKey?: string;
  rowIndex?: number;
  errorMap?: Record<string, string>;
  /** Every error, by tab key. */
  errors: Record<string, GridError[]>;
}

export interface EditableGridTabsRef {
  /** Validates every tab's grid; on failure the failing tab becomes active. */
  validate(): Promise<TabsValidateResult>;
  getValues(): Record<string, GridValues>;
  grid(key: string): EditableGridRef | null;
}

export interface EditableGridTabsProps {
  tabs: GridTab[];
  ref?: Ref<EditableGridTabsRef>;
  defaultActiveKey?: string;
  onValidateFail?: (result: TabsValidateResult) => void;
  'data-testid'?: string;
}

/** Sub-tables in tabs: a case with sub-tables fails validation if any of them fails. */
export default function EditableGridTabs({
  tabs,
  ref,
  defaultActiveKey,
  onValidateFail,
  'data-testid': testId,
}: EditableGridTabsProps) {
  const [active, setActive] = useState(defaultActiveKey ?? tabs[0]?.key);
  const grids = useRef(new Map<string, EditableGridRef>());

  useImperativeHandle(
    ref,
    () => ({
      async validate() {
        const results = await Promise.all(
          tabs.map(async (tab) => ({
            key: tab.key,
            result: (await grids.current.get(tab.key)?.validate()) ?? { ok: true, errors: [] },
          })),
        );
        const errors = Object.fromEntries(results.map((r) => [r.key, r.result.errors]));
        const failing = results.find((r) => !r.result.ok);
        const first = failing?.result.errors[0];
        if (!failing || !first) return { ok: true, errors };
        const errorMap = Object.fromEntries(
          failing.result.errors
            .filter((e) => e.rowIndex === first.rowIndex)
            .map((e) => [e.key, e.message]),
        );
        const result: TabsValidateResult = {
          ok: false,
          tabKey: failing.key,
          rowIndex: first.rowIndex,
          errorMap,
          errors,
        };
        setActive(failing.key);
        onValidateFail?.(result);
        return result;
      },
      getValues() {
        return Object.fromEntries(
          tabs.map((tab) => [
            tab.key,
            grids.current.get(tab.key)?.getValues() ?? { rows: [], deleted: [] },
          ]),
        );
      },
      grid: (key) => grids.current.get(key) ?? null,
    }),
    [tabs, onValidateFail],
  );

  return (
    <Tabs
      data-testid={testId}
      activeKey={active}
      onChange={setActive}
      items={tabs.map((tab) => ({
        key: tab.key,
        label: tab.label,
        forceRender: true,
        children: (
          <EditableGrid
            {...tab.grid}
            ref={(instance) => {
              if (instance) grids.current.set(tab.key, instance);
              else grids.current.delete(tab.key);
            }}
          />
        ),
      }))}
    />
  );
}
