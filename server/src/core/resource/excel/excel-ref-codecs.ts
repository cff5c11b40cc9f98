import { type MaskKind, maskValue, permissionCode, type ResourceDef } from '@vets/contracts';
import type { Actor } from '../actor.js';
import type { RequestScope } from '../list-spec.js';
import { refFields } from '../ref-lookup.js';
import type { ResourceService, ServiceLookup } from '../resource-service.js';
import { restrictsNothing } from '../resource-store.js';
import { FlatCodec } from './excel-flat-codec.js';
import type { RefCodec, RefContext } from './excel-ref-codec.js';
import { RegionCodec } from './excel-region-codec.js';
import { TreeCodec } from './excel-tree-codec.js';

const ALLOWED_CHUNK = 1000;

/**
 * How a job reaches referenced records. With a scope (an import), a reference by id may name
 * only records in the caller's scope of that resource, as a form's write may; an export shows
 * the titles of what is stored, as a list does.
 */
export function refContext(
  service: ResourceService,
  scope: RequestScope | null,
  services: ServiceLookup | undefined,
): RefContext {
  return {
    db: service.ctx.db,
    tenantId: scope?.tenantId ?? null,
    async allowed(target, ids) {
      if (!scope || target.byField !== 'id' || !ids.length) return null;
      const refScope = await scope.refs?.(target.def.key);
      const source = services?.byKey(target.def.key);
      if (!refScope || !source || restrictsNothing(target.def, refScope)) return null;
      const out = new Set<string>();
      for (let i = 0; i < ids.length; i += ALLOWED_CHUNK) {
        const chunk = ids.slice(i, i + ALLOWED_CHUNK);
        for (const id of await source.store.allowedIds(chunk, refScope)) out.add(id);
      }
      return out;
    },
  };
}

/** A referenced title that is personal data, masked for a caller without its `…:sensitive`. */
function titleMask(target: ResourceDef, titleField: string, actor: Actor) {
  const kind: MaskKind | undefined = target.fields[titleField]?.sensitive;
  if (!kind || actor.permissions.has(permissionCode(target, 'sensitive'))) return null;
  return (title: string) => maskValue(kind, title);
}

/**
 * One codec per reference field of the definition: regions (named from `homeProvince`, the
 * installation's), trees, or any other resource.
 */
export function refCodecs(
  def: ResourceDef,
  ctx: RefContext,
  actor: Actor,
  homeProvince: string,
): Map<string, RefCodec> {
  const codecs = new Map<string, RefCodec>();
  for (const [key, f, target] of refFields(def)) {
    if (f.picker?.kind === 'area') codecs.set(key, new RegionCodec(ctx, target, f, homeProvince));
    else if (target.def.tree) codecs.set(key, new TreeCodec(ctx, target, f));
    else
      codecs.set(
        key,
        new FlatCodec(ctx, target, f, titleMask(target.def, target.titleField, actor)),
      );
  }
  return codecs;
}
