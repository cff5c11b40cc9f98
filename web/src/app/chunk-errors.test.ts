import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, CssChunkLoadError, loadChunk } from './chunk-errors';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('passes a loaded module through', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('names a failed script chunk ChunkLoadError and a failed stylesheet CSS_CHUNK_LOAD_FAILED', async () => {
    const js = loadChunk(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    await expect(js).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(js).rejects.toMatchObject({ name: 'ChunkLoadError' });
    const css = loadChunk(() =>
      Promise.reject(new Error('Unable to preload CSS for /assets/a.css')),
    );
    await expect(css).rejects.toMatchObject({ name: 'CSS_CHUNK_LOAD_FAILED' });
    await expect(css).rejects.toBeInstanceOf(CssChunkLoadError);
  });

  it('gives up after the chunk timeout (120000 ms)', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise(() => {}));
    const assertion = expect(pending).rejects.toMatchObject({ name: 'ChunkLoadError' });
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await assertion;
  });
});
