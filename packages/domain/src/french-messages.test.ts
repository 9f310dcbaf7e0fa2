import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';
import * as account from './account/index.js';
import * as administration from './administration/index.js';
import * as billing from './billing/index.js';
import * as contractsArea from './contracts/index.js';
import * as events from './events/index.js';
import * as learning from './learning/index.js';
import * as messaging from './messaging/index.js';
import * as moderation from './moderation/index.js';
import * as navigation from './navigation/index.js';
import * as network from './network/index.js';
import * as notifications from './notifications/index.js';
import * as realtime from './realtime/index.js';
import * as rights from './rights/index.js';
import * as shared from './shared/index.js';
import * as incubator from './incubator/index.js';
import * as operations from './operations/index.js';

/** Every area's public surface (one per subpath export of package.json). */
const domain = {
  ...account,
  ...administration,
  ...billing,
  ...contractsArea,
  ...events,
  ...learning,
  ...messaging,
  ...moderation,
  ...navigation,
  ...network,
  ...notifications,
  ...realtime,
  ...rights,
  ...shared,
  ...incubator,
  ...operations,
};

// Every message a contract may answer comes from a French catalogue of the domain; the ones built from a number
// (`au plus 100 caractères`) are matched with any number in its place.
const CATALOGUES: readonly Record<string, unknown>[] = [
  domain.VIOLATION_MESSAGES,
  domain.EVENT_MESSAGES,
  domain.MESSAGING_MESSAGES,
  domain.AUTH_MESSAGES,
  domain.BILLING_MESSAGES,
  domain.CONTRACT_MESSAGES,
  domain.INCUBATOR_MESSAGES,
  domain.NETWORK_MESSAGES,
  domain.LEARNING_MESSAGES,
  domain.EDUCATIONAL_CONTENT_MESSAGES,
  domain.AUTHORING_MESSAGES,
  domain.CONTENT_AUTHORING_MESSAGES,
  domain.OPERATIONS_MESSAGES,
  domain.ADMINISTRATION_MESSAGES,
  domain.IMPORT_MESSAGES,
  domain.MODERATION_MESSAGES,
];
const SAMPLE_NUMBER = 987_654_321;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const catalogue: RegExp[] = CATALOGUES.flatMap((messages) =>
  Object.values(messages).map((message) =>
    typeof message === 'function'
      ? new RegExp(
          `^${escapeRegex(String((message as (n: number) => string)(SAMPLE_NUMBER))).replace(String(SAMPLE_NUMBER), '\\d+')}$`,
        )
      : new RegExp(`^${escapeRegex(String(message))}$`),
  ),
);
const isCatalogueMessage = (message: string) => catalogue.some((pattern) => pattern.test(message));

const isSchema = (value: unknown): value is $ZodType =>
  typeof value === 'object' && value !== null && '_zod' in value && 'def' in (value as { _zod: object })._zod;

const contracts: [string, $ZodType][] = Object.entries(domain as Record<string, unknown>).flatMap(([name, value]) =>
  isSchema(value) ? [[name, value] as [string, $ZodType]] : [],
);

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** The schema under optional, nullable, default and pipe wrappers. */
function unwrap(schema: unknown): Def {
  const def = defOf(schema);
  if ('innerType' in def) return unwrap(def.innerType);
  if (def.type === 'pipe') return unwrap(def.in);
  return def;
}

const TOO_LONG_TEXT = 'x'.repeat(100_000);
const WRONG_VALUES: readonly unknown[] = [
  12_345,
  1.5,
  -1,
  true,
  'valeur-inconnue',
  '',
  '2026-02-30T10:00Z',
  TOO_LONG_TEXT,
  [],
  Array.from({ length: 10_000 }, () => 'x'),
  {},
  null,
];

/** Wrong types, unknown enum values, too-long texts and lists, and the same one level down in objects and lists. */
function wrongValuesFor(schema: unknown, depth = 0): unknown[] {
  const def = unwrap(schema);
  if (depth > 3) return [...WRONG_VALUES];
  if (def.type === 'object') {
    const shape = def.shape as Record<string, unknown>;
    return [
      ...WRONG_VALUES,
      ...Object.entries(shape).flatMap(([key, field]) =>
        wrongValuesFor(field, depth + 1).map((value) => ({ [key]: value })),
      ),
    ];
  }
  if (def.type === 'array') return [...WRONG_VALUES, ...wrongValuesFor(def.element, depth + 1).map((item) => [item])];
  if (def.type === 'record')
    return [...WRONG_VALUES, ...wrongValuesFor(def.valueType, depth + 1).map((v) => ({ k: v }))];
  return [...WRONG_VALUES];
}

describe('every contract answers in French', () => {
  it('finds the contracts to check', () => {
    expect(contracts.map(([name]) => name)).toEqual(
      expect.arrayContaining(['loginRequestSchema', 'createEventRequestSchema', 'sendGlobalNotificationRequestSchema']),
    );
  });

  it.each(contracts)('%s: every violation of wrong types, values, sizes and non-objects is French', (_name, schema) => {
    const messages = new Set<string>();
    for (const value of wrongValuesFor(schema)) {
      const result = z.safeParse(schema, value);
      for (const issue of result.error?.issues ?? []) messages.add(issue.message);
    }
    expect([...messages].filter((message) => !isCatalogueMessage(message))).toEqual([]);
  });
});

describe('the French error map', () => {
  it('says a missing field is required, and a wrong type in words', () => {
    const schema = z.object({ channel: domain.channelSlugSchema, count: z.number(), active: z.boolean() });
    const result = z.safeParse(schema, { count: 'trois', active: 1 });
    expect(domain.violationsFromIssues(result.error?.issues ?? [])).toEqual({
      channel: [domain.VIOLATION_MESSAGES.notBlank],
      count: [domain.VIOLATION_MESSAGES.number],
      active: [domain.VIOLATION_MESSAGES.boolean],
    });
  });

  it('says an unknown enumeration value is not one of the choices', () => {
    const result = z.safeParse(domain.channelSlugSchema, 'cuisine');
    expect(result.error?.issues[0]?.message).toBe(domain.VIOLATION_MESSAGES.choice);
  });

  it('names the limit of a list, a text and a number', () => {
    const schema = z.object({
      items: z.array(z.string()).check(z.maxLength(2)),
      text: z.string().check(z.maxLength(3)),
      level: z.int().check(z.maximum(3)),
    });
    const result = z.safeParse(schema, { items: ['a', 'b', 'c'], text: 'abcd', level: 4 });
    expect(domain.violationsFromIssues(result.error?.issues ?? [])).toEqual({
      items: [domain.VIOLATION_MESSAGES.maxItems(2)],
      text: [domain.VIOLATION_MESSAGES.maxLength(3)],
      level: [domain.VIOLATION_MESSAGES.maxValue(3)],
    });
  });

  it('keeps the message a schema gives', () => {
    const result = z.safeParse(domain.postMessageRequestSchema, { text: '  ' });
    expect(result.error?.issues[0]?.message).toBe(domain.MESSAGING_MESSAGES.emptyMessage);
  });
});
