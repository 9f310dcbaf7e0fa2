import {
  FORMATION_KEYS,
  IMPORT_MESSAGES,
  MEMBER_IMPORT_COLUMNS,
  MEMBER_IMPORT_MAX_ROWS,
  type FormationKey,
  type ImportLineError,
} from '@campus/domain/administration';
import { NO_FORMATIONS, type Formations } from '@campus/domain/rights';
import { emailField, isChannelSlug, type ChannelSlug } from '@campus/domain/shared';
import { parse } from 'csv-parse/sync';
import * as z from 'zod/mini';
import { fieldViolation } from '../../platform/errors.js';

/** A valid line of an import file: the member it names and the rights it grants. */
export interface ImportLine {
  line: number;
  email: string;
  firstname: string;
  lastname: string;
  formations: Formations;
  channels: ChannelSlug[];
  isCustomer: boolean;
}

export interface ParsedImport {
  /** Member lines read, valid or not. */
  rows: number;
  lines: ImportLine[];
  errors: ImportLineError[];
}

const emailSchema = emailField();
const isFormationKey = (value: string): value is FormationKey => (FORMATION_KEYS as readonly string[]).includes(value);
const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,;|]+/)
    .filter(Boolean);

/** `;` when the header holds one (French Excel), else `,`. */
function delimiterOf(text: string): ';' | ',' {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return header.includes(';') ? ';' : ',';
}

function readRecords(content: Buffer): { record: string[]; line: number }[] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  try {
    const records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ record, line: info.lines }));
  } catch {
    throw fieldViolation('file', IMPORT_MESSAGES.unreadable);
  }
}

/** One member line: the member, or its French messages. */
function readLine(record: string[], line: number): ImportLine | string[] {
  if (record.length !== MEMBER_IMPORT_COLUMNS.length) return [IMPORT_MESSAGES.wrongColumnCount(record.length)];
  const [email = '', firstname = '', lastname = '', formationsText = '', channelsText = '', customerText = ''] = record;
  const messages: string[] = [];
  const parsedEmail = z.safeParse(emailSchema, email);
  if (!parsedEmail.success) messages.push(IMPORT_MESSAGES.badEmail(email));
  if (!firstname) messages.push(IMPORT_MESSAGES.missingFirstname);
  if (!lastname) messages.push(IMPORT_MESSAGES.missingLastname);
  const formations: Formations = { ...NO_FORMATIONS };
  for (const word of words(formationsText)) {
    if (isFormationKey(word)) formations[word] = true;
    else messages.push(IMPORT_MESSAGES.unknownFormation(word));
  }
  const channels: ChannelSlug[] = [];
  for (const word of words(channelsText)) {
    if (isChannelSlug(word)) channels.push(word);
    else messages.push(IMPORT_MESSAGES.unknownChannel(word));
  }
  const customer = customerText.toLowerCase();
  if (!['oui', 'non', ''].includes(customer)) messages.push(IMPORT_MESSAGES.badCustomer(customerText));
  if (messages.length > 0 || !parsedEmail.success) return messages;
  return { line, email: parsedEmail.data, firstname, lastname, formations, channels, isCustomer: customer === 'oui' };
}

/**
 * Reads an import file (UTF-8 with or without BOM, `;` or `,`, the header of architecture 4.12): its valid lines and
 * the French messages of the others, a later line repeating an e-mail among them. A file that is no such CSV: 400.
 */
export function parseImportFile(content: Buffer): ParsedImport {
  const [header, ...records] = readRecords(content);
  const columns = header?.record.map((column) => column.toLowerCase());
  if (!columns || columns.join(';') !== MEMBER_IMPORT_COLUMNS.join(';')) {
    throw fieldViolation('file', IMPORT_MESSAGES.badHeader);
  }
  if (records.length === 0) throw fieldViolation('file', IMPORT_MESSAGES.empty);
  if (records.length > MEMBER_IMPORT_MAX_ROWS) throw fieldViolation('file', IMPORT_MESSAGES.tooManyRows);
  const lines: ImportLine[] = [];
  const errors: ImportLineError[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, line } of records) {
    const read = readLine(record, line);
    if (Array.isArray(read)) {
      errors.push({ line, messages: read });
      continue;
    }
    const first = firstLineOf.get(read.email);
    if (first !== undefined) {
      errors.push({ line, messages: [IMPORT_MESSAGES.duplicate(first)] });
      continue;
    }
    firstLineOf.set(read.email, line);
    lines.push(read);
  }
  return { rows: records.length, lines, errors };
}
