// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SliderCheck, {
  SLIDER_SUCCESS_TEXT,
  SLIDER_TEXT,
  type SliderCheckHandle,
} from './SliderCheck';

/** Track width in the tests: the handle (40 px) can travel 260 px. */
const TRACK_WIDTH = 300;

function setup(props: Parameters<typeof SliderCheck>[0] = {}) {
  const onSuccess = vi.fn();
  const onReset = vi.fn();
  const ref = createRef<SliderCheckHandle>();
  render(<SliderCheck onSuccess={onSuccess} onReset={onReset} ref={ref} {...props} />);
  const root = screen.getByTestId('slider-check');
  // jsdom does no layout: give the track a width.
  Object.defineProperty(root, 'clientWidth', { configurable: true, value: TRACK_WIDTH });
  root.getBoundingClientRect = () =>
    ({
      x: 0,
      y: 0,
      left: 0,
      top: 0,
      right: TRACK_WIDTH,
      bottom: 40,
      width: TRACK_WIDTH,
      height: 40,
    }) as DOMRect;
  const handle = screen.getByTestId('slider-handle');
  return { root, handle, onSuccess, onReset, ref };
}

const pointer = { pointerId: 1, pointerType: 'mouse', button: 0 };

function drag(handle: HTMLElement, toX: number, { release = true } = {}) {
  fireEvent.pointerDown(handle, { ...pointer, clientX: 10 });
  fireEvent.pointerMove(window, { ...pointer, clientX: 10 + toX / 2 });
  fireEvent.pointerMove(window, { ...pointer, clientX: 10 + toX });
  if (release) fireEvent.pointerUp(window, { ...pointer, clientX: 10 + toX });
}

afterEach(cleanup);

describe('SliderCheck', () => {
  it('starts idle with the prompt text and an accessible handle', () => {
    const { root, handle } = setup();
    expect(root.getAttribute('data-state')).toBe('idle');
    expect(root.textContent).toContain(SLIDER_TEXT);
    expect(SLIDER_TEXT).toBe('拖动滑块验证');
    expect(SLIDER_SUCCESS_TEXT).toBe('验证通过');
    expect(handle.getAttribute('role')).toBe('slider');
    expect(handle.getAttribute('aria-label')).toBe('拖动滑块验证');
    expect(handle.getAttribute('aria-valuemin')).toBe('0');
    expect(handle.getAttribute('aria-valuemax')).toBe('100');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(handle.tabIndex).toBe(0);
    expect(screen.getByRole('slider', { name: '拖动滑块验证' })).toBe(handle);
  });

  it('passes when dragged past the end, calls onSuccess once and stays locked', () => {
    const { root, handle, onSuccess, onReset } = setup();
    fireEvent.pointerDown(handle, { ...pointer, clientX: 10 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 140 });
    expect(root.getAttribute('data-state')).toBe('dragging');
    expect(handle.getAttribute('aria-valuenow')).toBe('50');
    expect(root.textContent).toContain(SLIDER_TEXT);

    fireEvent.pointerMove(window, { ...pointer, clientX: 400 });
    fireEvent.pointerMove(window, { ...pointer, clientX: 500 });
    fireEvent.pointerUp(window, { ...pointer, clientX: 500 });

    expect(root.getAttribute('data-state')).toBe('success');
    expect(root.textContent).toContain('验证通过');
    expect(root.textContent).not.toContain(SLIDER_TEXT);
    expect(handle.getAttribute('aria-valuenow')).toBe('100');
    expect(handle.querySelector('[aria-label="check"]')).not.toBeNull();
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onReset).not.toHaveBeenCalled();

    // Locked: another drag or key press changes nothing.
    drag(handle, -200);
    fireEvent.keyDown(handle, { key: 'Home' });
    expect(root.getAttribute('data-state')).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('passes when dragged exactly to the end', () => {
    const { root, onSuccess, handle } = setup();
    drag(handle, TRACK_WIDTH - 40);
    expect(root.getAttribute('data-state')).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('goes back to the start when released early', () => {
    const { root, handle, onSuccess, onReset } = setup();
    drag(handle, 200, { release: false });
    expect(root.getAttribute('data-state')).toBe('dragging');
    fireEvent.pointerUp(window, { ...pointer, clientX: 210 });

    expect(root.getAttribute('data-state')).toBe('idle');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(root.textContent).toContain(SLIDER_TEXT);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onReset).toHaveBeenCalledTimes(1);

    // Later moves of the pointer no longer drag the handle.
    fireEvent.pointerMove(window, { ...pointer, clientX: 500 });
    expect(root.getAttribute('data-state')).toBe('idle');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('resets on pointer cancel and ignores other pointers', () => {
    const { root, handle, onSuccess } = setup();
    fireEvent.pointerDown(handle, { ...pointer, clientX: 10 });
    fireEvent.pointerMove(window, { ...pointer, pointerId: 2, clientX: 500 });
    expect(root.getAttribute('data-state')).toBe('dragging');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    fireEvent.pointerCancel(window, { ...pointer });
    expect(root.getAttribute('data-state')).toBe('idle');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('does not move left of the start', () => {
    const { handle } = setup();
    drag(handle, -100, { release: false });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
  });

  it('passes with the End key', () => {
    const { root, handle, onSuccess } = setup();
    fireEvent.keyDown(handle, { key: 'End' });
    expect(root.getAttribute('data-state')).toBe('success');
    expect(root.textContent).toContain(SLIDER_SUCCESS_TEXT);
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('steps with the arrow keys and passes at the end', () => {
    const { root, handle, onSuccess } = setup();
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('10');
    fireEvent.keyDown(handle, { key: 'ArrowLeft' });
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    for (let i = 0; i < 9; i += 1) fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('90');
    expect(root.getAttribute('data-state')).toBe('idle');
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(root.getAttribute('data-state')).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });

  it('reset() through the ref unlocks it again', () => {
    const { root, handle, onSuccess, onReset, ref } = setup();
    fireEvent.keyDown(handle, { key: 'End' });
    expect(root.getAttribute('data-state')).toBe('success');

    act(() => ref.current!.reset());
    expect(root.getAttribute('data-state')).toBe('idle');
    expect(handle.getAttribute('aria-valuenow')).toBe('0');
    expect(root.textContent).toContain(SLIDER_TEXT);
    expect(onReset).toHaveBeenCalledTimes(1);

    drag(handle, 400);
    expect(root.getAttribute('data-state')).toBe('success');
    expect(onSuccess).toHaveBeenCalledTimes(2);
  });

  it('adds the given class name to the root', () => {
    const { root } = setup({ className: 'extra' });
    expect(root.className).toContain('extra');
  });
});
