import { Card, Tabs } from 'antd';
import { lazy, Suspense } from 'react';

const BasicWidgetsDemo = lazy(() => import('../components/widget-showcase/BasicWidgetsDemo'));
const EditableGridDemo = lazy(() => import('../components/widget-showcase/EditableGridDemo'));
const SelectsDemo = lazy(() => import('../components/widget-showcase/SelectsDemo'));
const PickerModalsDemo = lazy(() => import('../components/widget-showcase/PickerModalsDemo'));
const ListWidgetsDemo = lazy(() => import('../components/widget-showcase/ListWidgetsDemo'));

const TABS = [
  { key: 'basic', label: '基础组件', Demo: BasicWidgetsDemo },
  { key: 'grid', label: '可编辑表格', Demo: EditableGridDemo },
  { key: 'selects', label: '选择与上传', Demo: SelectsDemo },
  { key: 'pickers', label: '弹窗选择', Demo: PickerModalsDemo },
  { key: 'list', label: '列表组件', Demo: ListWidgetsDemo },
];

/** 组件示例: every widget of the library, for administrators and the end-to-end tests. */
export default function WidgetShowcase() {
  const active = new URLSearchParams(window.location.search).get('tab') ?? 'basic';
  return (
    <Card variant="borderless">
      <Tabs
        defaultActiveKey={TABS.some((t) => t.key === active) ? active : 'basic'}
        destroyOnHidden
        items={TABS.map(({ key, label, Demo }) => ({
          key,
          label,
          children: (
            <Suspense fallback={null}>
              <Demo />
            </Suspense>
          ),
        }))}
      />
    </Card>
  );
}
