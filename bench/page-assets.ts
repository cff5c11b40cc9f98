import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface Asset {
  kind: 'js' | 'css';
  path: string;
  raw: number;
  gz: number;
}

function assetKind(resourceType: string, contentType: string): Asset['kind'] | null {
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  return null;
}

/**
 * Opens `url` in a fresh context and gzips every same-origin script and stylesheet it loads;
 * `warn` hears of assets that failed.
 */
export async function pageAssets(
  browser: Browser,
  url: string,
  options: { initScript: string | null; extraWaitMs: number; warn(message: string): void },
): Promise<{ landed: string; assets: Asset[] }> {
  const context = await browser.newContext();
  try {
    if (options.initScript) await context.addInitScript({ content: options.initScript });
    const page = await context.newPage();
    const origin = new URL(url).origin;
    const pending: Promise<Asset | null>[] = [];
    page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
    page.on('response', (response) => {
      const at = new URL(response.url());
      if (at.origin !== origin) return;
      const kind = assetKind(
        response.request().resourceType(),
        response.headers()['content-type'] ?? '',
      );
      if (!kind) return;
      if (response.status() !== 200) {
        options.warn(`${at.pathname} answered ${response.status()}`);
        return;
      }
      pending.push(
        response.body().then(
          (body) => ({
            kind,
            path: at.pathname,
            raw: body.length,
            gz: gzipSync(body, { level: 9 }).length,
          }),
          (error: unknown) => {
            options.warn(`could not read the body of ${at.pathname}: ${String(error)}`);
            return null;
          },
        ),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (options.extraWaitMs > 0) await page.waitForTimeout(options.extraWaitMs);
    const byPath = new Map<string, Asset>();
    for (const asset of await Promise.all(pending)) if (asset) byPath.set(asset.path, asset);
    return { landed: new URL(page.url()).pathname, assets: [...byPath.values()] };
  } finally {
    await context.close();
  }
}
