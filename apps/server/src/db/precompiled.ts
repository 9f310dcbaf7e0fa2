import type { CompiledQuery, Compilable } from 'kysely';
import type { Queryable } from './schema.js';

/** What stands for a named value while the query is built: a string no caller sends. */
const placeholderOf = (name: string) => `\u0000precompiled:${name}`;

/**
 * A hot query built and compiled once per dialect, then run with each call's values. Kysely builds and compiles a
 * query at every call; measured on a message post (issue 29), that was most of a small statement's cost. `build`
 * receives a placeholder for each name, to use as a value (compared or written, never spliced into the SQL). Each run
 * keeps the compiled query's identity, so the plugins that follow writes (db/write-watch.ts) see every run of a write.
 */
export function precompiled<Name extends string, Row>(
  names: readonly Name[],
  build: (db: Queryable, values: Readonly<Record<Name, string>>) => Compilable<Row>,
): (db: Queryable, values: Readonly<Record<Name, unknown>>) => Promise<Row[]> {
  const placeholders = Object.fromEntries(names.map((name) => [name, placeholderOf(name)])) as Record<Name, string>;
  const nameOfPlaceholder = new Map<unknown, Name>(names.map((name) => [placeholderOf(name), name]));
  // One per dialect (the adapter is shared by a Kysely instance and its transactions).
  const templates = new WeakMap<object, CompiledQuery<Row>>();
  return async (db, values) => {
    const { adapter } = db.getExecutor();
    let template = templates.get(adapter);
    if (!template) {
      template = build(db, placeholders).compile();
      const found = new Set(template.parameters.filter((parameter) => nameOfPlaceholder.has(parameter)));
      if (found.size !== names.length) throw new Error('precompiled: each name must be used as a value');
      templates.set(adapter, template);
    }
    const parameters = template.parameters.map((parameter) => {
      const name = nameOfPlaceholder.get(parameter);
      return name === undefined ? parameter : values[name];
    });
    const { rows } = await db.executeQuery<Row>({ ...template, parameters });
    return rows;
  };
}
