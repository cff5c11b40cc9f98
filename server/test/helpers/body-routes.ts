import type { TestApp } from './test-app.js';
import { API } from './test-app.js';

/** A registered route with a JSON body, as the OpenAPI document built from the manifests has it. */
export interface BodyRoute {
  /** `POST /api/sys/login` */
  route: string;
  fields: string[];
}

type Operation = {
  requestBody?: { content?: Record<string, { schema?: { properties?: object } }> };
};

/** Every route whose JSON body declares one of the fields `named` matches. */
export async function routesWithBodyField(t: TestApp, named: RegExp): Promise<BodyRoute[]> {
  const spec = (await t.app.inject({ method: 'GET', url: `${API}/docs/json` })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  const found: BodyRoute[] = [];
  for (const [url, methods] of Object.entries(spec.paths))
    for (const [method, op] of Object.entries(methods)) {
      const schema = op.requestBody?.content?.['application/json']?.schema;
      const fields = Object.keys(schema?.properties ?? {});
      if (fields.some((f) => named.test(f)))
        found.push({ route: `${method.toUpperCase()} ${openApiToFastify(url)}`, fields });
    }
  return found;
}

/** `/a/{id}` as Fastify writes it, `/a/:id`. */
const openApiToFastify = (url: string) => url.replace(/\{(\w+)\}/g, ':$1');
