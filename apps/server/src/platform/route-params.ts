import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { parseInput } from './errors.js';

/** The longest path parameter (an id, a token) a route accepts unless it names its own maximum. */
export const ROUTE_PARAM_MAX_LENGTH = 200;

const paramsSchemas = new Map<string, $ZodType<Record<string, string>>>();

/** The schema of the path parameters `names`, each of 1 to `maxLength` characters: built once per shape. */
function paramsSchema(names: readonly string[], maxLength: number): $ZodType<Record<string, string>> {
  const key = `${maxLength}:${names.join(',')}`;
  let schema = paramsSchemas.get(key);
  if (!schema) {
    const param = z.string().check(z.minLength(1), z.maxLength(maxLength));
    schema = z.object(Object.fromEntries(names.map((name) => [name, param])));
    paramsSchemas.set(key, schema);
  }
  return schema;
}

/** The named parameters of a route's path (1 to `maxLength` characters each), or a 400 in the spec's shape. */
export function routeParams<Name extends string>(
  request: { params: unknown },
  names: readonly Name[],
  maxLength = ROUTE_PARAM_MAX_LENGTH,
): Record<Name, string> {
  return parseInput(paramsSchema(names, maxLength), request.params);
}

/** The `:id` of a route's path (1 to `maxLength` characters, 200 unless given), or a 400 in the spec's shape. */
export const routeId = (request: { params: unknown }, maxLength = ROUTE_PARAM_MAX_LENGTH) =>
  routeParams(request, ['id'], maxLength).id;
