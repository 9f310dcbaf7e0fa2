import { parseArgs } from 'node:util';
import * as z from 'zod/mini';
import { ADMINISTRATION_MESSAGES } from '@campus/domain/administration';
import { emailField, requiredText, violationsFromIssues } from '@campus/domain/shared';
import { openDatabase } from './db/connection.js';
import { migrateToLatest } from './db/migrate.js';
import { EmailTakenError, createFirstAdmin } from './modules/members/create-admin.js';
import { ConfigError, loadConfig } from './platform/config.js';

// `npm run create-admin -- --email <e-mail> --firstname <prénom> --lastname <nom>` (architecture 4.12): the first
// admin of an empty database (production too), and the single-use link to choose their password. No password is
// ever passed on the command line.

const USAGE = 'Usage : npm run create-admin -- --email <adresse e-mail> --firstname <prénom> --lastname <nom>';

const FIELD_NAMES: Record<string, string> = { email: '--email', firstname: '--firstname', lastname: '--lastname' };

const argumentsSchema = z.object({ email: emailField(), firstname: requiredText(100), lastname: requiredText(100) });

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readArguments() {
  let values: Record<string, unknown>;
  try {
    values = parseArgs({
      options: { email: { type: 'string' }, firstname: { type: 'string' }, lastname: { type: 'string' } },
    }).values;
  } catch {
    fail(USAGE);
  }
  const result = z.safeParse(argumentsSchema, values);
  if (result.success) return result.data;
  const violations = Object.entries(violationsFromIssues(result.error.issues)).map(
    ([field, messages]) => `${FIELD_NAMES[field] ?? field} : ${messages.join(', ')}`,
  );
  fail([...violations, USAGE].join('\n'));
}

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

const person = readArguments();
const config = readConfig();
const { db, dialect } = openDatabase(config);
let created: { link: string } | undefined;
try {
  await migrateToLatest(db, dialect);
  created = await createFirstAdmin(db, config.publicUrl, person);
} catch (error) {
  if (!(error instanceof EmailTakenError)) throw error;
} finally {
  await db.destroy();
}
if (!created) fail(`${ADMINISTRATION_MESSAGES.emailTaken} : ${person.email}`);
console.log(`Administrateur créé : ${person.email} (MDB_ADMIN, client, les cinq chaînes).`);
console.log(`Lien à usage unique pour choisir son mot de passe (valable 24 heures) :\n${created.link}`);
