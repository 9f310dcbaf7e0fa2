import {
  AliasNode,
  DeleteQueryNode,
  InsertQueryNode,
  TableNode,
  UpdateQueryNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

function tableNameOf(node: OperationNode | undefined): string | null {
  if (!node) return null;
  if (TableNode.is(node)) return node.table.identifier.name;
  if (AliasNode.is(node)) return tableNameOf(node.node);
  return null;
}

/** The tables an insert, update or delete writes to; none for reads. */
export function writtenTables(node: RootOperationNode): string[] {
  if (InsertQueryNode.is(node)) return [tableNameOf(node.into)].filter((name) => name !== null);
  if (UpdateQueryNode.is(node)) return [tableNameOf(node.table)].filter((name) => name !== null);
  if (DeleteQueryNode.is(node)) return node.from.froms.map(tableNameOf).filter((name) => name !== null);
  return [];
}

/** Tells the listener which table was written, once the write has run. */
export function watchWrites(onWrite: (table: string) => void): KyselyPlugin {
  const pending = new WeakMap<object, string[]>();
  return {
    transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
      const tables = writtenTables(node);
      if (tables.length > 0) pending.set(queryId, tables);
      return node;
    },
    transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      for (const table of pending.get(queryId) ?? []) onWrite(table);
      return Promise.resolve(result);
    },
  };
}
