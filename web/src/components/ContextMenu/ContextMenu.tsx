import { Dropdown, type MenuProps } from 'antd';
import { isValidElement, type ReactNode } from 'react';

export type ContextMenuItems = NonNullable<MenuProps['items']>;

export interface ContextMenuProps {
  items: ContextMenuItems;
  /** Called with the key of the chosen item. */
  onSelect: (key: string) => void;
  /** A single element; anything else is wrapped in a span. */
  children: ReactNode;
  disabled?: boolean;
  /** Told when the menu opens or closes, e.g. to remember which row was right-clicked. */
  onOpenChange?: (open: boolean) => void;
}

/** Opens a menu at a right click on its child (tab bars, grid rows). */
export default function ContextMenu({
  items,
  onSelect,
  children,
  disabled,
  onOpenChange,
}: ContextMenuProps) {
  return (
    <Dropdown
      trigger={['contextMenu']}
      disabled={disabled}
      onOpenChange={onOpenChange}
      menu={{ items, onClick: ({ key }) => onSelect(key) }}
    >
      {isValidElement(children) ? children : <span>{children}</span>}
    </Dropdown>
  );
}
