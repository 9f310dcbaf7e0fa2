import type { Archiver } from 'archiver';
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import { sql, type RawBuilder } from 'kysely';
import type { DB, Queryable } from '../../db/schema.js';
import type { SellerConfig } from '../../platform/config.js';
import type { PictureStore } from '../../platform/files.js';
import { finalisedInvoicesOf, invoicePdf } from '../billing/invoices.js';
import { loadContractDocument } from '../contracts/contract-rows.js';
import { cleanFileName, type ProjectFileStore } from '../incubator/project-files.js';
import { uniqueNames } from '../incubator/zip-stream.js';

/**
 * What a member's export holds (issue 32): one JSON file per topic, each an object of the tables it reads, and the
 * member's files (project files, deal photos, invoices and contracts as PDFs). The JSON topics are declared here and
 * read by the declaration, so what the completeness test checks is what the zip holds.
 */

type Row = Record<string, unknown>;

/** The rows of a table that are the member's: any column of `by` holds their uid, or `also` holds. */
export interface TableSource {
  table: keyof DB;
  /** The columns holding a member's id that select the member's rows. */
  by: readonly string[];
  /** Rows reached another way (the discussions the member belongs to, the sessions they joined…). */
  also?: (uid: string) => RawBuilder<unknown>;
  /** Only the rows that hold too (finalised invoices only). */
  only?: RawBuilder<unknown>;
  /** Columns left out: secrets, derived search text, other members' words. */
  omit?: readonly string[];
}

export interface JsonTopic {
  file: string;
  /** What the file is, for README.txt. */
  about: string;
  tables: readonly TableSource[];
}

const discussionsOf = (uid: string) => sql`select discussion_id from discussion_members where uid = ${uid}`;
const sessionsOf = (uid: string) => sql`select session_id from event_participants where uid = ${uid}`;
const projectsOf = (uid: string) => sql`select id from mdb_projects where owner_uid = ${uid}`;
const dealsOf = (uid: string) => sql`select id from deals where author_uid = ${uid}`;

export const JSON_TOPICS: readonly JsonTopic[] = [
  {
    file: 'profil.json',
    about:
      'Votre compte : identité, e-mail, téléphone, adresse, formations, canaux, droits, niveaux, profil réseau, compétences, préférences de lecture et de notification, invitations reçues et membres que vous avez bloqués (sans mot de passe ni jeton).',
    tables: [
      { table: 'users', by: ['uid'], omit: ['password_hash', 'search_text'] },
      { table: 'user_channels', by: ['uid'] },
      { table: 'user_permissions', by: ['uid'] },
      { table: 'user_levels', by: ['uid'] },
      { table: 'network_profiles', by: ['uid'] },
      { table: 'member_skills', by: ['uid'] },
      { table: 'learning_preferences', by: ['uid'] },
      { table: 'invitations', by: ['uid'], omit: ['token_hash', 'invited_by'] },
      { table: 'member_blocks', by: ['blocker_uid'] },
      { table: 'notification_preferences', by: ['uid'], omit: ['unsubscribe_key'] },
      { table: 'read_receipts_hidden', by: ['uid'] },
    ],
  },
  {
    file: 'messages.json',
    about: 'Les messages que vous avez écrits, avec la discussion de chacun.',
    tables: [{ table: 'messages', by: ['author_id'], omit: ['client_key', 'hidden_from_uid', 'hidden_by'] }],
  },
  {
    file: 'discussions.json',
    about:
      'Les discussions dont vous êtes membre ou que vous avez créées, et votre place dans chacune (rôle, archivée, lue). Les messages des autres membres n’y sont pas.',
    tables: [
      { table: 'discussion_members', by: ['uid'] },
      {
        table: 'discussions',
        by: ['created_by'],
        also: (uid) => sql`id in (${discussionsOf(uid)})`,
        omit: ['last_message_id', 'last_message_author_id', 'last_message_text'],
      },
    ],
  },
  {
    file: 'notifications.json',
    about:
      'Vos notifications, les annonces que vous avez lues (et quand), et celles que vous avez publiées comme administrateur.',
    tables: [
      { table: 'notifications', by: ['uid'] },
      { table: 'global_notification_reads', by: ['uid'] },
      {
        table: 'global_notifications',
        by: ['created_by'],
        also: (uid) => sql`id in (select notification_id from global_notification_reads where uid = ${uid})`,
      },
    ],
  },
  {
    file: 'evenements.json',
    about:
      'Les évènements et ateliers auxquels vous participez ou êtes en liste d’attente (avec leurs sessions), vos inscriptions Livestorm ou Zoom (votre lien personnel, votre présence), et ceux que vous avez créés.',
    tables: [
      { table: 'event_participants', by: ['uid'] },
      { table: 'webinar_registrations', by: ['uid'], omit: ['failed_job_id'] },
      { table: 'event_sessions', by: [], also: (uid) => sql`id in (${sessionsOf(uid)})` },
      {
        table: 'events',
        by: ['author_id'],
        also: (uid) => sql`id in (select event_id from event_sessions where id in (${sessionsOf(uid)}))`,
      },
      { table: 'educational_content_members', by: ['uid'] },
      {
        table: 'educational_contents',
        by: ['author_id'],
        also: (uid) => sql`id in (select content_id from educational_content_members where uid = ${uid})`,
      },
    ],
  },
  {
    file: 'formation.json',
    about: 'Votre progression dans les formations (leçons vues, position, terminées) et les replays regardés.',
    tables: [
      { table: 'lesson_progress', by: ['uid'] },
      { table: 'replay_views', by: ['uid'] },
    ],
  },
  {
    file: 'projets.json',
    about:
      'Vos projets de l’Incubateur (formulaire, état, historique, avis du comité, fichiers), vos associations et celles que vous avez rejointes, les avis et changements d’état que vous avez écrits. Les fichiers sont dans le dossier projets/.',
    tables: [
      { table: 'mdb_projects', by: ['owner_uid'], omit: ['search_text'] },
      { table: 'mdb_project_files', by: [], also: (uid) => sql`project_id in (${projectsOf(uid)})` },
      { table: 'mdb_project_changes', by: ['actor_uid'], also: (uid) => sql`project_id in (${projectsOf(uid)})` },
      { table: 'mdb_project_reviews', by: ['reviewer_uid'], also: (uid) => sql`project_id in (${projectsOf(uid)})` },
      {
        table: 'mdb_associations',
        by: ['owner_uid'],
        also: (uid) => sql`id in (select association_id from mdb_association_members where uid = ${uid})`,
      },
      { table: 'mdb_association_members', by: ['uid'] },
    ],
  },
  {
    file: 'deals.json',
    about: 'Vos deals off-market (avec leurs photos, dans le dossier deals/).',
    tables: [
      { table: 'deals', by: ['author_uid'], omit: ['search_text'] },
      { table: 'deal_photos', by: [], also: (uid) => sql`deal_id in (${dealsOf(uid)})` },
    ],
  },
  {
    file: 'signalements.json',
    about:
      'Les signalements que vous avez faits (message, discussion, membre ou deal), leur motif, votre commentaire et leur suite.',
    tables: [{ table: 'reports', by: ['reporter_uid'], omit: ['reported_uid', 'resolved_by', 'decision_id'] }],
  },
  {
    file: 'facturation.json',
    about:
      'Vos factures et avoirs (lignes comprises ; les PDF sont dans le dossier factures/), abonnements, achats, accès obtenus, cartes enregistrées (marque, 4 derniers chiffres, expiration) et votre identifiant client du prestataire de paiement.',
    tables: [
      { table: 'invoices', by: ['uid'], only: sql`status <> 'draft'` },
      {
        table: 'invoice_lines',
        by: [],
        also: (uid) => sql`invoice_id in (select id from invoices where uid = ${uid} and status <> 'draft')`,
      },
      { table: 'subscriptions', by: ['uid'] },
      { table: 'checkouts', by: ['uid'] },
      { table: 'shop_grants', by: ['uid'] },
      { table: 'payment_methods', by: ['uid'] },
      { table: 'billing_customers', by: ['uid'] },
    ],
  },
  {
    file: 'contrats.json',
    about:
      'Vos contrats et la preuve de leur signature (date, nom, type, adresse IP, navigateur, empreintes). Les PDF sont dans le dossier contrats/.',
    tables: [{ table: 'contracts', by: ['uid'] }],
  },
  {
    file: 'journal.json',
    about:
      'Les actions des administrateurs vous concernant (journal d’administration) : qui, quand, quoi, l’état avant et après.',
    // Who blocked the member is the blocker's choice, not told to the member (modules/blocks).
    tables: [
      { table: 'audit_events', by: ['target_uid'], only: sql`action not in ('member.blocked', 'member.unblocked')` },
    ],
  },
];

/**
 * The columns holding a member's id that the export does not select by, and why (the completeness test reads it):
 * a table listed whole, or one `table.column`.
 */
export const EXCLUDED_FROM_EXPORT: Readonly<Record<string, string>> = {
  auth_tokens: 'Secrets: the hashes of the member’s sign-in sessions, not data about them.',
  password_resets: 'Secrets: the hashes of password reset links, single use and short-lived.',
  calendar_feeds: 'Secret: the hash of the private calendar feed’s token; the events themselves are exported.',
  data_exports: 'The bookkeeping of this very export (its link’s hash and size).',
  push_subscriptions:
    'Secrets: each device’s push address and keys (whoever holds them can push to it); the push switches are exported with the notification preferences.',
  'discussions.last_message_author_id':
    'The author of a discussion’s last message is another member as often as not; the member’s own messages are in messages.json.',
  'contracts.issued_by':
    'The admin who issued a contract to another member: that contract is the other member’s data (its issue is in their journal).',
  'audit_events.actor_uid':
    'What an admin did to other members holds those members’ data (before/after states); the entries about the member are exported.',
  'member_blocks.blocked_uid':
    'Who blocked the member is the blocker’s own choice, never told to the member; the blocks they made are exported.',
  'messages.hidden_from_uid':
    'Whether a message was kept from its recipient tells its author they were blocked; the text is exported as written.',
  'messages.hidden_by':
    'The moderator who hid one of the member’s messages: the hiding itself (when) is exported with the message, and the decision is in their journal.',
  'reports.reported_uid':
    'Reports about the member would name the members who made them; what the moderators decided about the member is in their journal.',
  'reports.resolved_by': 'The moderator who settled a report: its outcome is exported with the report.',
  moderation_decisions:
    'The moderators’ decisions: each one about the member is in their journal (audit_events by target), without the reporters’ names.',
  'invitations.invited_by':
    'The invitations an admin sent to other members are theirs; the member’s own invitations are exported.',
};

/** The `table.column` pairs the JSON topics select by. */
export function exportedMemberColumns(): Set<string> {
  return new Set(JSON_TOPICS.flatMap((topic) => topic.tables.flatMap((s) => s.by.map((c) => `${s.table}.${c}`))));
}

async function rowsOf(db: Queryable, source: TableSource, uid: string): Promise<Row[]> {
  const conditions = [
    ...source.by.map((column) => sql`${sql.ref(column)} = ${uid}`),
    ...(source.also ? [source.also(uid)] : []),
  ];
  if (conditions.length === 0) return [];
  const where = sql`(${sql.join(conditions, sql` or `)})${source.only ? sql` and ${source.only}` : sql``}`;
  const { rows } = await sql<Row>`select * from ${sql.table(source.table)} where ${where}`.execute(db);
  const omitted = new Set(source.omit ?? []);
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([column]) => !omitted.has(column))));
}

/** One topic's JSON: `{ table: rows }`. */
export async function topicJson(db: Queryable, topic: JsonTopic, uid: string): Promise<string> {
  const content: Record<string, Row[]> = {};
  for (const source of topic.tables) content[source.table] = await rowsOf(db, source, uid);
  return `${JSON.stringify(content, null, 2)}\n`;
}

export interface ExportSources {
  db: Queryable;
  seller: SellerConfig;
  projectFiles: ProjectFileStore;
  pictures: PictureStore;
}

/** Appends one entry and waits until the archive took it: one PDF or file in memory at a time, backpressure kept. */
function appendEntry(archive: Archiver, source: Buffer | string | NodeJS.ReadableStream, name: string, date: Date) {
  return new Promise<void>((resolve, reject) => {
    const done = (error?: Error) => {
      archive.off('entry', onEntry);
      archive.off('error', done);
      if (error) reject(error);
      else resolve();
    };
    const onEntry = () => done();
    archive.on('entry', onEntry);
    archive.on('error', done);
    archive.append(source as Buffer, { name, date });
  });
}

/**
 * A stored file, read when its turn comes; one missing from disk (a restore without its uploads) is left out rather
 * than keeping the member from the rest of their data.
 */
async function appendFile(archive: Archiver, path: string, name: string, at: string): Promise<void> {
  const isThere = await access(path).then(
    () => true,
    () => false,
  );
  if (isThere) await appendEntry(archive, createReadStream(path), name, new Date(at));
}

const README_HEAD = [
  'Export de vos données Campus',
  '',
  'Ce dossier contient tout ce que Campus conserve à votre sujet, au format JSON (lisible par un tableur ou un éditeur de texte) et les fichiers que vous avez déposés ou qui vous ont été remis.',
  'Dans les fichiers JSON, chaque clé est une table de Campus et chaque élément une ligne ; les dates sont en UTC (ISO 8601), les booléens valent 1 (oui) ou 0 (non).',
  'Les mots de passe, jetons de connexion et liens secrets n’y figurent pas : ils ne sont conservés que sous forme chiffrée et ne vous concernent pas en tant que données.',
  '',
  'Contenu :',
];

const FOLDERS = [
  'photo-de-profil : votre photo de profil, si vous en avez mis une.',
  'projets/ : les fichiers de vos projets, un dossier par projet.',
  'deals/ : les photos de vos deals, un dossier par deal.',
  'factures/ : vos factures et avoirs en PDF (Factur-X).',
  'contrats/ : vos contrats en PDF, signés quand vous les avez signés.',
];

/** Writes the whole export of `uid` into `archive` (README.txt, the JSON topics, then the files); checks `signal`. */
export async function writeMemberExport(
  archive: Archiver,
  sources: ExportSources,
  uid: string,
  signal?: AbortSignal,
): Promise<void> {
  const { db } = sources;
  const now = new Date();
  const step = () => signal?.throwIfAborted();
  const readme = [
    ...README_HEAD,
    ...JSON_TOPICS.map((topic) => `- ${topic.file} : ${topic.about}`),
    ...FOLDERS.map((folder) => `- ${folder}`),
    '',
    `Export préparé le ${now.toISOString()}.`,
    '',
  ].join('\r\n');
  await appendEntry(archive, Buffer.from(readme, 'utf8'), 'README.txt', now);
  for (const topic of JSON_TOPICS) {
    step();
    await appendEntry(archive, Buffer.from(await topicJson(db, topic, uid), 'utf8'), topic.file, now);
  }

  const { picture_path: picture, updated_at: pictureAt } = await db
    .selectFrom('users')
    .select(['picture_path', 'updated_at'])
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  const located = picture ? sources.pictures.locate(picture) : null;
  if (located && picture) {
    await appendFile(archive, located.path, `photo-de-profil${picture.slice(picture.lastIndexOf('.'))}`, pictureAt);
  }

  const projects = await db
    .selectFrom('mdb_project_files')
    .innerJoin('mdb_projects', 'mdb_projects.id', 'mdb_project_files.project_id')
    .select([
      'mdb_project_files.id',
      'mdb_project_files.name',
      'mdb_projects.name as project',
      'mdb_project_files.created_at',
    ])
    .where('mdb_projects.owner_uid', '=', uid)
    .orderBy('mdb_projects.created_at')
    .orderBy('mdb_project_files.created_at')
    .execute();
  const projectNames = uniqueNames(projects.map((file) => `projets/${cleanFileName(file.project)}/${file.name}`));
  for (const [index, file] of projects.entries()) {
    step();
    await appendFile(archive, sources.projectFiles.path(file.id), projectNames[index] ?? file.name, file.created_at);
  }

  const photos = await db
    .selectFrom('deal_photos')
    .innerJoin('deals', 'deals.id', 'deal_photos.deal_id')
    .select(['deal_photos.path', 'deal_photos.position', 'deals.title', 'deals.created_at'])
    .where('deals.author_uid', '=', uid)
    .orderBy('deals.created_at')
    .orderBy('deal_photos.position')
    .execute();
  const photoNames = uniqueNames(
    photos.map((photo) => {
      const extension = photo.path.slice(photo.path.lastIndexOf('.'));
      return `deals/${cleanFileName(photo.title)}/photo-${photo.position + 1}${extension}`;
    }),
  );
  for (const [index, photo] of photos.entries()) {
    step();
    const located = sources.pictures.locate(photo.path);
    if (located) await appendFile(archive, located.path, photoNames[index] ?? photo.path, photo.created_at);
  }

  const invoices = await finalisedInvoicesOf(db, uid).selectAll().orderBy('issued_at').execute();
  const invoiceNames = uniqueNames(invoices.map((row) => `factures/facture-${row.number ?? row.id}.pdf`));
  for (const [index, row] of invoices.entries()) {
    step();
    // In the PDF worker threads (invoicePdf), as the invoice route: a member's invoices are seconds of rendering.
    const pdf = await invoicePdf(db, row, sources.seller);
    await appendEntry(archive, pdf, invoiceNames[index] ?? row.id, new Date(row.issued_at ?? row.created_at));
  }

  const contracts = await db.selectFrom('contracts').selectAll().where('uid', '=', uid).orderBy('created_at').execute();
  for (const contract of contracts) {
    step();
    const document = await loadContractDocument(db, contract, contract.signed_at ? 'signed' : 'original');
    const name = `contrats/contrat-${contract.id}${contract.signed_at ? '-signe' : ''}.pdf`;
    await appendEntry(
      archive,
      Buffer.from(document.content),
      name,
      new Date(contract.signed_at ?? contract.created_at),
    );
  }
}
