import { CloseOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styles from './EditableGrid.module.css';
import { SUB_TABLE_TEXT, type SubTablePlacement } from './sub-table';
import { isOutsideGrid } from './use-outside-click';

export interface SubTablePopupProps {
  title: string;
  placement: SubTablePlacement;
  left: number;
  width: number;
  onClose(): void;
  children: ReactNode;
}

/** The row's sub-table, fixed under (or over) the row; Escape, a click elsewhere or a scroll closes it. */
export function SubTablePopup(props: SubTablePopupProps) {
  const { placement, onClose } = props;
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const onPointer = (event: Event) => {
      if (isOutsideGrid(event.target, ref.current)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    // Fixed to where the row was: scrolling anything but the popup itself leaves it behind.
    const onScroll = (event: Event) => {
      if (!(event.target instanceof Node && ref.current?.contains(event.target))) onClose();
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey);
    document.addEventListener('scroll', onScroll, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('scroll', onScroll, true);
    };
  }, [onClose]);

  const position =
    placement.side === 'bottom' ? { top: placement.top } : { bottom: placement.bottom };
  return createPortal(
    <div
      ref={ref}
      role="dialog"
      aria-label={props.title}
      data-grid-popup
      data-placement={placement.side}
      className={styles.subTable}
      style={{ ...position, left: props.left, width: props.width, maxHeight: placement.maxHeight }}
    >
      <div className={styles.subTableHeader}>
        <span>{props.title}</span>
        <Button
          type="text"
          size="small"
          icon={<CloseOutlined />}
          aria-label={SUB_TABLE_TEXT.close}
          onClick={onClose}
        />
      </div>
      <div className={styles.subTableBody}>{props.children}</div>
    </div>,
    document.body,
  );
}
