import { it } from 'vitest';
import { createTestApp } from './helpers/test-app.js';
it('prof', async () => {
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    const t = await createTestApp();
    const t1 = Date.now();
    await t.close();
    console.log('bootstrap ms', t1 - t0, 'close', Date.now() - t1);
  }
}, 120000);
