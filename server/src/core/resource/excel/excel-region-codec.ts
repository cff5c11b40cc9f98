import { type FieldDef, provinceOf, type RefTarget } from '@vets/contracts';
import { regionChain, regionLabel } from '../region-label.js';
import { labelKey } from './excel-cell-parsers.js';
import {
  ambiguous,
  missing,
  type RefCodec,
  type RefContext,
  type Resolution,
  targetRows,
} from './excel-ref-codec.js';

/** Separators people put between the parts of a region's name (河北省/石家庄市/长安区). */
const SEPARATORS = /[/／\\>＞·\-－—]/g;
const regionKey = (text: string) => labelKey(text).replace(SEPARATORS, '');

/**
 * Regions (GB/T 2260, picked with the area cascader) by name: exported as 石家庄市长安区 (the
 * province spelled out only outside the installation's province, `INSTALL_PROVINCE`), imported
 * by code, by the name alone when it is unambiguous (in the installation's province first: 长安区
 * is 石家庄市长安区 in Hebei), or with its city or province before it.
 */
export class RegionCodec implements RefCodec {
  private names: Map<string, string> | undefined;
  private byKey: Map<string, string[]> | undefined;

  constructor(
    private readonly ctx: RefContext,
    private readonly target: RefTarget,
    private readonly field: FieldDef,
    private readonly home: string,
  ) {}

  private async load(): Promise<Map<string, string>> {
    if (this.names) return this.names;
    const rows = (await targetRows(this.ctx, this.target, [
      `${this.target.byField} as code`,
      `${this.target.titleField} as name`,
    ]).execute()) as Array<{ code: string; name: string }>;
    this.names = new Map(rows.map((r) => [String(r.code), String(r.name)]));
    return this.names;
  }

  private fullName(names: Map<string, string>, code: string): string {
    return regionChain(names, code)
      .map((c) => names.get(c))
      .join('');
  }

  async labels(codes: string[]): Promise<Map<string, string>> {
    const names = await this.load();
    const out = new Map<string, string>();
    for (const code of codes)
      if (names.has(code)) out.set(code, regionLabel(names, code, this.home));
    return out;
  }

  private async index(): Promise<Map<string, string[]>> {
    if (this.byKey) return this.byKey;
    const names = await this.load();
    const byKey = new Map<string, string[]>();
    const add = (key: string, code: string) => {
      const list = byKey.get(key) ?? [];
      if (!list.includes(code)) list.push(code);
      byKey.set(key, list);
    };
    for (const code of names.keys()) {
      const parts = regionChain(names, code).map((c) => regionKey(names.get(c)!));
      const self = parts[parts.length - 1]!;
      add(self, code);
      for (let i = parts.length - 2; i >= 0; i--) add(parts.slice(i).join(''), code);
      if (parts.length === 3) add(parts[0]! + self, code);
    }
    this.byKey = byKey;
    return byKey;
  }

  async resolve(texts: string[]): Promise<Map<string, Resolution>> {
    const names = await this.load();
    const byKey = await this.index();
    const out = new Map<string, Resolution>();
    for (const text of texts) {
      const key = regionKey(text);
      if (names.has(key)) {
        out.set(text, { code: key });
        continue;
      }
      let found = byKey.get(key) ?? [];
      if (found.length > 1) {
        const home = found.filter((c) => provinceOf(c) === this.home);
        if (home.length) found = home;
      }
      if (found.length === 1) out.set(text, { code: found[0]! });
      else if (!found.length) out.set(text, { error: missing(this.field, text) });
      else {
        const described = found.map((c) => this.fullName(names, c));
        out.set(text, {
          error: ambiguous(
            this.field,
            text,
            described,
            `请写上所属的市或省，如“${regionLabel(names, found[0]!, this.home)}”`,
          ),
        });
      }
    }
    return out;
  }
}
