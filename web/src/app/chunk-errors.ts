import { CHUNK_LOAD_TIMEOUT_MS } from '@vets/contracts';

/** Error names of section 8 for failed lazy loads. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}
export class CssChunkLoadError extends Error {
  override name = 'CSS_CHUNK_LOAD_FAILED';
}
export class ModuleNotFoundError extends Error {
  override name = 'module-not-found';
}

/** Turns a rejected dynamic import into a ChunkLoadError, and gives up after the timeout. */
export function loadChunk<T>(
  load: () => Promise<T>,
  timeoutMs = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(`加载页面资源超时（${timeoutMs / 1000} 秒）`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const text = error instanceof Error ? error.message : String(error);
        reject(/css/i.test(text) ? new CssChunkLoadError(text) : new ChunkLoadError(text));
      },
    );
  });
}
