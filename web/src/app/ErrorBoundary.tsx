import { Component, type ErrorInfo, type ReactNode } from 'react';
import styles from './ErrorBoundary.module.css';

interface State {
  error: Error | null;
}

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a shown error is cleared. */
  resetKey?: string;
}

const TITLES: Record<string, string> = {
  ChunkLoadError: '页面资源加载失败',
  CSS_CHUNK_LOAD_FAILED: '页面样式加载失败',
  'module-not-found': '页面组件不存在',
};

/**
 * Shows a failed page load (chunk, stylesheet, missing module, render error) instead of a blank.
 * Plain markup on purpose: it must show even when no further chunk can be loaded.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div className={styles.result} role="alert">
        <svg className={styles.icon} viewBox="64 64 896 896" aria-hidden="true">
          <path d="M512 64C264.6 64 64 264.6 64 512s200.6 448 448 448 448-200.6 448-448S759.4 64 512 64zm165.4 618.2l-66-.3L512 563.4l-99.3 118.4-66.1.3c-4.4 0-8-3.5-8-8 0-1.9.7-3.7 1.9-5.2l130.1-155L340.5 359a8.32 8.32 0 01-1.9-5.2c0-4.4 3.6-8 8-8l66.1.3L512 464.6l99.3-118.4 66-.3c4.4 0 8 3.5 8 8 0 1.9-.7 3.7-1.9 5.2L553.5 514l130 155c1.2 1.5 1.9 3.3 1.9 5.2 0 4.4-3.6 8-8 8z" />
        </svg>
        <div className={styles.title}>{TITLES[error.name] ?? '页面出错了'}</div>
        <div className={styles.subTitle}>{`${error.name}：${error.message}`}</div>
        <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
          重新加载
        </button>
      </div>
    );
  }
}
