import type { FieldDef, RefTarget } from '@vets/contracts';
import { labelKey } from './excel-cell-parsers.js';
import {
  ambiguous,
  missing,
  type RefCodec,
  type RefContext,
  type Resolution,
  targetRows,
} from './excel-ref-codec.js';

interface TreeNode {
  id: string;
  code: string;
  title: string;
  parent: string | null;
  /** The category code, for a field that picks under a root category. */
  treeCode?: string;
}

const PATH_SEPARATOR = /[/／>＞\\]/;

/**
 * References to a tree (categories, departments), read whole: it holds reference data of a few
 * thousand rows at most. Exported by title, or by its path (制造业/其他) when another node the
 * field may name has the same title; imported by title, by path or by stored code. A category
 * field that picks under a root (`picker.root`) names only the nodes below it.
 */
export class TreeCodec implements RefCodec {
  private nodes: Map<string, TreeNode> | undefined;
  /** Nodes the field may name, by stored code; every node, for labels of older values. */
  private byCode = new Map<string, TreeNode>();
  private anyByCode = new Map<string, TreeNode>();
  private byTitle = new Map<string, TreeNode[]>();

  constructor(
    private readonly ctx: RefContext,
    private readonly target: RefTarget,
    private readonly field: FieldDef,
  ) {}

  private get rootCode(): string | undefined {
    const picker = this.field.picker;
    return picker?.kind === 'category' && Object.hasOwn(this.target.def.fields, 'code')
      ? picker.root
      : undefined;
  }

  private async load(): Promise<Map<string, TreeNode>> {
    if (this.nodes) return this.nodes;
    const parentField = this.target.def.tree!.parentField;
    const columns = [
      'id',
      `${this.target.byField} as code`,
      `${this.target.titleField} as title`,
      `${parentField} as parent`,
    ];
    if (this.rootCode !== undefined) columns.push('code as treeCode');
    const rows = (await targetRows(this.ctx, this.target, columns).execute()) as TreeNode[];
    const all = new Map(rows.map((r) => [String(r.id), { ...r, id: String(r.id) }]));
    const allowed = await this.ctx.allowed(this.target, [...all.keys()]);
    const root =
      this.rootCode === undefined ? undefined : rows.find((r) => r.treeCode === this.rootCode);
    const inReach = (node: TreeNode) => {
      if (allowed && !allowed.has(node.id)) return false;
      if (this.rootCode === undefined) return true;
      if (!root || node.id === root.id) return false;
      return this.ancestors(all, node).some((a) => a.id === root.id);
    };
    for (const node of all.values()) {
      this.anyByCode.set(String(node.code), node);
      if (!inReach(node)) continue;
      this.byCode.set(String(node.code), node);
      const key = labelKey(String(node.title ?? ''));
      this.byTitle.set(key, [...(this.byTitle.get(key) ?? []), node]);
    }
    this.nodes = all;
    return all;
  }

  /** Parent first, up to the top; stops at a cycle, which a tree should not have. */
  private ancestors(all: Map<string, TreeNode>, node: TreeNode): TreeNode[] {
    const out: TreeNode[] = [];
    const seen = new Set([node.id]);
    let parent = node.parent ? all.get(String(node.parent)) : undefined;
    while (parent && !seen.has(parent.id)) {
      out.push(parent);
      seen.add(parent.id);
      parent = parent.parent ? all.get(String(parent.parent)) : undefined;
    }
    return out;
  }

  /** Titles from the node up to just below the root (or the top): [其他, 制造业]. */
  private chain(all: Map<string, TreeNode>, node: TreeNode): string[] {
    const above = this.ancestors(all, node);
    if (this.rootCode !== undefined) {
      const rootAt = above.findIndex((a) => a.treeCode === this.rootCode);
      if (rootAt >= 0) above.length = rootAt;
    }
    return [node, ...above].map((n) => n.title);
  }

  /**
   * The shortest path that tells the node from `rivals` (other nodes of the same title):
   * 制造业/其他 rather than the whole chain from the top.
   */
  private path(all: Map<string, TreeNode>, node: TreeNode, rivals: TreeNode[]): string {
    const mine = this.chain(all, node).map(labelKey);
    const theirs = rivals.filter((r) => r !== node).map((r) => this.chain(all, r).map(labelKey));
    const shown = this.chain(all, node);
    for (let len = 2; len <= mine.length; len++) {
      const clash = theirs.some((t) => mine.slice(0, len).every((part, i) => t[i] === part));
      if (!clash) return shown.slice(0, len).reverse().join('/');
    }
    return [...shown].reverse().join('/');
  }

  async labels(codes: string[]): Promise<Map<string, string>> {
    const all = await this.load();
    const out = new Map<string, string>();
    for (const code of codes) {
      const node = this.anyByCode.get(code);
      if (!node) continue;
      const rivals = this.byTitle.get(labelKey(node.title)) ?? [];
      out.set(code, rivals.some((r) => r !== node) ? this.path(all, node, rivals) : node.title);
    }
    return out;
  }

  /** Nodes titled as the last part whose ancestors, nearest first, carry the other parts. */
  private byPath(all: Map<string, TreeNode>, parts: string[]): TreeNode[] {
    const [last, ...above] = [...parts].reverse();
    return (this.byTitle.get(last!) ?? []).filter((node) => {
      const chain = this.ancestors(all, node).map((a) => labelKey(a.title));
      return above.every((part, i) => chain[i] === part);
    });
  }

  async resolve(texts: string[]): Promise<Map<string, Resolution>> {
    const all = await this.load();
    const out = new Map<string, Resolution>();
    for (const text of texts) {
      const exact = this.byCode.get(text);
      if (exact) {
        out.set(text, { code: String(exact.code) });
        continue;
      }
      const parts = text.split(PATH_SEPARATOR).map(labelKey).filter(Boolean);
      const found = parts.length ? this.byPath(all, parts) : [];
      if (found.length === 1) out.set(text, { code: String(found[0]!.code) });
      else if (!found.length) out.set(text, { error: missing(this.field, text) });
      else {
        const described = found.map((n) => this.path(all, n, found));
        out.set(text, {
          error: ambiguous(
            this.field,
            text,
            described,
            `请写出上级${this.target.def.title}，如“${described[0]}”`,
          ),
        });
      }
    }
    return out;
  }
}
