import type { ResourceDef } from '@vets/contracts';
import type { ResourceBinding } from './resource-binding.js';
import type { ResourceService, ServiceLookup } from './resource-service.js';

/** Every resource the server exposes and its service, for routes and the generic tools. */
export class ResourceRegistry implements ServiceLookup {
  private readonly services = new Map<string, ResourceService>();

  add(service: ResourceService): void {
    const { key } = service.def;
    if (this.services.has(key)) throw new Error(`资源 ${key} 重复注册`);
    this.services.set(key, service);
    service.link(this);
  }

  byKey(key: string): ResourceService | undefined {
    return this.services.get(key);
  }

  serviceOfTable(table: string): ResourceService | undefined {
    for (const s of this.services.values()) if (s.def.table === table) return s;
    return undefined;
  }

  /** The service of a registered resource; hand-written routes share its scope and checks. */
  service(def: Pick<ResourceDef, 'key'>): ResourceService {
    const found = this.services.get(def.key);
    if (!found) throw new Error(`资源 ${def.key} 未注册`);
    return found;
  }

  byTable(table: string): ResourceBinding | undefined {
    return this.serviceOfTable(table)?.binding;
  }

  all(): ResourceBinding[] {
    return [...this.services.values()].map((s) => s.binding);
  }
}
