import { CheckOutlined, DoubleRightOutlined } from '@ant-design/icons';
import {
  type CSSProperties,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type Ref,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import styles from './SliderCheck.module.css';

export const SLIDER_TEXT = '拖动滑块验证';
export const SLIDER_SUCCESS_TEXT = '验证通过';

/** Width of the square handle in px; keep in step with `.handle` in the CSS module. */
const HANDLE_WIDTH = 40;
/** One ArrowRight/ArrowLeft press moves the handle by this share of the track. */
const KEY_STEP = 0.1;

export interface SliderCheckHandle {
  /** Unlocks the check and puts the handle back at the start. */
  reset(): void;
}

export interface SliderCheckProps {
  /** Called once when the handle reaches the right end. */
  onSuccess?: () => void;
  /** Called when the handle goes back to the start: released early, or `reset()` after progress. */
  onReset?: () => void;
  className?: string;
  ref?: Ref<SliderCheckHandle>;
}

type SliderState = 'idle' | 'dragging' | 'success';

interface DragSession {
  pointerId: number;
  startX: number;
  startProgress: number;
  /** Travel of the handle in px: track width minus handle width. */
  travel: number;
  detach: () => void;
}

/**
 * Drag slider check (widgets.md item 12): drag the handle to the right end to pass. Releasing
 * early animates the handle back to the start; once passed it stays locked until `reset()`.
 */
function SliderCheck({ onSuccess, onReset, className, ref }: SliderCheckProps) {
  const [state, setState] = useState<SliderState>('idle');
  /** Handle position as a share of the travel, 0 to 1. */
  const [progress, setProgress] = useState(0);

  const trackRef = useRef<HTMLDivElement>(null);
  const stateRef = useRef<SliderState>('idle');
  const progressRef = useRef(0);
  const dragRef = useRef<DragSession | null>(null);
  const callbacksRef = useRef({ onSuccess, onReset });
  useEffect(() => {
    callbacksRef.current = { onSuccess, onReset };
  }, [onSuccess, onReset]);

  const update = useCallback((next: SliderState, nextProgress: number) => {
    stateRef.current = next;
    progressRef.current = nextProgress;
    setState(next);
    setProgress(nextProgress);
  }, []);

  const endDrag = useCallback(() => {
    dragRef.current?.detach();
    dragRef.current = null;
  }, []);

  const succeed = useCallback(() => {
    endDrag();
    if (stateRef.current === 'success') return;
    update('success', 1);
    callbacksRef.current.onSuccess?.();
  }, [endDrag, update]);

  const backToStart = useCallback(() => {
    endDrag();
    const moved = stateRef.current !== 'idle' || progressRef.current !== 0;
    update('idle', 0);
    if (moved) callbacksRef.current.onReset?.();
  }, [endDrag, update]);

  useImperativeHandle(ref, () => ({ reset: backToStart }), [backToStart]);

  // Drop window listeners if unmounted mid-drag.
  useEffect(() => endDrag, [endDrag]);

  const moveTo = useCallback(
    (next: number) => {
      if (next >= 1) {
        succeed();
        return;
      }
      const clamped = Math.max(0, next);
      progressRef.current = clamped;
      setProgress(clamped);
    },
    [succeed],
  );

  const handlePointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (stateRef.current === 'success' || dragRef.current) return;
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const track = trackRef.current;
    if (!track) return;
    // The padding box: the handle's `left` is relative to it.
    const width = track.clientWidth || track.getBoundingClientRect().width;
    const travel = width - HANDLE_WIDTH;
    if (travel <= 0) return; // Not laid out: nothing sensible to drag along.
    event.preventDefault();

    const pointerId = event.pointerId;
    const onMove = (e: PointerEvent) => {
      const drag = dragRef.current;
      if (!drag || e.pointerId !== drag.pointerId) return;
      moveTo(drag.startProgress + (e.clientX - drag.startX) / drag.travel);
    };
    const onUp = (e: PointerEvent) => {
      const drag = dragRef.current;
      if (!drag || e.pointerId !== drag.pointerId) return;
      if (progressRef.current >= 1) succeed();
      else backToStart();
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onUp);

    dragRef.current = {
      pointerId,
      startX: event.clientX,
      startProgress: progressRef.current,
      travel,
      detach: () => {
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onUp);
      },
    };
    stateRef.current = 'dragging';
    setState('dragging');
  };

  const handleKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (stateRef.current === 'success' || dragRef.current) return;
    switch (event.key) {
      case 'End':
        event.preventDefault();
        succeed();
        break;
      case 'ArrowRight':
      case 'ArrowUp':
        event.preventDefault();
        moveTo(Math.round((progressRef.current + KEY_STEP) * 100) / 100);
        break;
      case 'ArrowLeft':
      case 'ArrowDown':
        event.preventDefault();
        moveTo(Math.round((progressRef.current - KEY_STEP) * 100) / 100);
        break;
      case 'Home':
        event.preventDefault();
        moveTo(0);
        break;
    }
  };

  const success = state === 'success';
  const rootClass = [styles.root, styles[state], className].filter(Boolean).join(' ');
  const text = success ? SLIDER_SUCCESS_TEXT : SLIDER_TEXT;

  return (
    <div
      ref={trackRef}
      className={rootClass}
      style={{ '--slider-progress': progress } as CSSProperties}
      data-testid="slider-check"
      data-state={state}
    >
      <div className={styles.fill} aria-hidden="true" />
      <div className={styles.text} aria-live="polite">
        {text}
      </div>
      <div
        className={styles.handle}
        data-testid="slider-handle"
        role="slider"
        tabIndex={0}
        aria-label={SLIDER_TEXT}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(progress * 100)}
        aria-valuetext={success ? SLIDER_SUCCESS_TEXT : undefined}
        aria-readonly={success || undefined}
        onPointerDown={handlePointerDown}
        onKeyDown={handleKeyDown}
      >
        {success ? <CheckOutlined /> : <DoubleRightOutlined />}
      </div>
    </div>
  );
}

export default SliderCheck;
