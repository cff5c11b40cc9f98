import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.js';

type Slot<Name> = { name: Name } | { value: unknown };

/**
 * A query built and compiled once; each run only swaps in its parameters. For hot paths where
 * building the query would cost more than running it. Parameters are named: the builder gets a
 * sentinel value per name, and the compiled parameter list is mapped back to the names (any
 * other parameter is a constant of the query and is kept as it is).
 */
export class PreparedQuery<Name extends string, Row> {
  private readonly compiled: CompiledQuery<Row>;
  private readonly slots: Slot<Name>[];

  constructor(
    private readonly db: Db,
    names: readonly Name[],
    build: (params: Record<Name, string>) => Compilable<Row>,
  ) {
    const sentinels = Object.fromEntries(names.map((n) => [n, `\u0000param:${n}\u0000`])) as Record<
      Name,
      string
    >;
    this.compiled = build(sentinels).compile();
    this.slots = this.compiled.parameters.map((value) => {
      const name = names.find((n) => sentinels[n] === value);
      return name === undefined ? { value } : { name };
    });
  }

  async execute(args: Record<Name, unknown>): Promise<Row[]> {
    const result = await this.db.executeQuery<Row>({
      ...this.compiled,
      parameters: this.slots.map((s) => ('name' in s ? args[s.name] : s.value)),
    });
    return result.rows;
  }
}
