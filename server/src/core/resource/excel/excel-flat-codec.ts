import { type FieldDef, fieldGuardsSensitive, maskValue, type RefTarget } from '@vets/contracts';
import { sql } from 'kysely';
import { loadRefTexts } from '../ref-lookup.js';
import {
  ambiguous,
  missing,
  type RefCodec,
  type RefContext,
  type Resolution,
  targetRows,
} from './excel-ref-codec.js';

const CHUNK = 500;

interface Candidate {
  id: string;
  code: string;
  title: string;
  [unique: string]: unknown;
}

/**
 * References to any other resource (a company, a user), looked up a batch at a time: exported
 * by the title, imported by the title, by a unique field of the referenced resource that is not
 * personal data (统一社会信用代码), or by the stored code. A title two records share is refused
 * with both described by that unique field, for the person to type it instead.
 */
export class FlatCodec implements RefCodec {
  private readonly uniques: Array<[string, FieldDef]>;

  constructor(
    private readonly ctx: RefContext,
    private readonly target: RefTarget,
    private readonly field: FieldDef,
    private readonly maskTitle: ((title: string) => string) | null,
  ) {
    this.uniques = Object.entries(target.def.fields).filter(
      ([key, f]) => f.unique && !fieldGuardsSensitive(f) && key !== target.titleField,
    );
  }

  /** The texts a column can hold: a number column is compared with numbers only. */
  private comparable(key: string, texts: string[]): Array<string | number> {
    const f = this.target.def.fields[key];
    if (f?.kind !== 'integer' && f?.kind !== 'number') return texts;
    return texts.filter((t) => /^-?\d{1,15}(\.\d+)?$/.test(t)).map(Number);
  }

  async labels(codes: string[]): Promise<Map<string, string>> {
    const texts = await loadRefTexts(this.ctx.db, this.target, codes);
    if (this.maskTitle) for (const [code, text] of texts) texts.set(code, this.maskTitle(text));
    return texts;
  }

  private async candidates(texts: string[]): Promise<Candidate[]> {
    const { byField, titleField } = this.target;
    const columns = [
      ...new Set(['id', `${byField} as code`, `${titleField} as title`]),
      ...this.uniques.map(([key]) => key),
    ];
    const found: Candidate[] = [];
    for (let i = 0; i < texts.length; i += CHUNK) {
      const chunk = texts.slice(i, i + CHUNK);
      const searched = [byField, titleField, ...this.uniques.map(([key]) => key)].flatMap((key) => {
        const values = this.comparable(key, chunk);
        return values.length ? [[key, values] as const] : [];
      });
      if (!searched.length) continue;
      const rows = (await targetRows(this.ctx, this.target, columns)
        .where((eb) => eb.or(searched.map(([key, values]) => eb(sql.ref(key), 'in', values))))
        .execute()) as Candidate[];
      found.push(
        ...rows.map((r) => ({
          ...r,
          id: String(r.id),
          code: String(r.code),
          title: String(r.title),
        })),
      );
    }
    const distinct = [...new Map(found.map((c) => [c.id, c])).values()];
    const allowed = await this.ctx.allowed(
      this.target,
      distinct.map((c) => c.id),
    );
    return allowed ? distinct.filter((c) => allowed.has(c.id)) : distinct;
  }

  private describe(c: Candidate): string {
    const [key, f] = this.uniques[0] ?? [];
    if (!key || !f) return `${c.title}（ID：${c.id}）`;
    const value = String(c[key] ?? '');
    return `${c.title}（${f.label}：${f.sensitive ? maskValue(f.sensitive, value) : value}）`;
  }

  async resolve(texts: string[]): Promise<Map<string, Resolution>> {
    const candidates = await this.candidates([...new Set(texts)]);
    const out = new Map<string, Resolution>();
    for (const text of texts) {
      const byCode = candidates.filter((c) => c.code === text);
      const byTitle = candidates.filter((c) => c.title === text);
      const byUnique = candidates.filter((c) =>
        this.uniques.some(([key]) => String(c[key] ?? '') === text),
      );
      const found = [byCode, byTitle, byUnique].find((list) => list.length) ?? [];
      if (found.length === 1) out.set(text, { code: found[0]!.code });
      else if (!found.length) out.set(text, { error: missing(this.field, text) });
      else {
        const [, unique] = this.uniques[0] ?? [];
        const hint = unique ? `请改填${unique.label}` : '请改填 ID';
        out.set(text, { error: ambiguous(this.field, text, found.map(this.describe, this), hint) });
      }
    }
    return out;
  }
}
