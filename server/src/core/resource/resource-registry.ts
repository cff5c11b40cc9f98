import type { ResourceDef } from '@vets/contracts';
import type { ResourceBinding } from './resource-binding.js';
import type { ResourceService } from './resource-service.js';

/** Every resource the server exposes and its service, for routes and the generic tools. */
export class ResourceRegistry {
  private readonly byKey = new Map<string, ResourceService>();

  add(service: ResourceService): void {
    const { key } = service.def;
    if (this.byKey.has(key)) throw new Error(`资源 ${key} 重复注册`);
    this.byKey.set(key, service);
  }

  /** The service of a registered resource; hand-written routes share its scope and checks. */
  service(def: Pick<ResourceDef, 'key'>): ResourceService {
    const found = this.byKey.get(def.key);
    if (!found) throw new Error(`资源 ${def.key} 未注册`);
    return found;
  }

  byTable(table: string): ResourceBinding | undefined {
    for (const s of this.byKey.values()) if (s.def.table === table) return s.binding;
    return undefined;
  }

  all(): ResourceBinding[] {
    return [...this.byKey.values()].map((s) => s.binding);
  }
}
