import * as z from 'zod/mini';

// The CSV import of members (architecture 4.12): `POST /api/admin/members/import?dryRun=1` previews, without
// `dryRun` a background job imports; `GET /api/admin/jobs/{jobId}` follows it, its report downloads as CSV.

/** The header of an import file, in this order, `;` or `,` separated. */
export const MEMBER_IMPORT_COLUMNS = ['email', 'prenom', 'nom', 'formations', 'chaines', 'client'] as const;

/** A file holds at most this many members. */
export const MEMBER_IMPORT_MAX_ROWS = 20_000;

export const IMPORT_MESSAGES = {
  noFile: 'Choisissez un fichier CSV à importer',
  reportNotReady: "Le rapport de cet import n'est pas disponible",
  badHeader: `La première ligne doit être l'en-tête ${MEMBER_IMPORT_COLUMNS.join(';')}`,
  unreadable: "Ce fichier n'est pas un CSV lisible (UTF-8, séparé par ; ou ,)",
  tooManyRows: `Un fichier contient au plus ${MEMBER_IMPORT_MAX_ROWS} membres`,
  empty: 'Ce fichier ne contient aucun membre',
  batchFailed:
    "Cette ligne n'a pas pu être enregistrée : relancez l'import, les membres déjà créés ne le seront pas deux fois",
  badEmail: (value: string) => `Adresse e-mail invalide : « ${value} »`,
  missingFirstname: 'Le prénom est obligatoire',
  missingLastname: 'Le nom est obligatoire',
  unknownFormation: (value: string) => `Formation inconnue : « ${value} » (air, mdb, sport, starter_mdb)`,
  unknownChannel: (value: string) =>
    `Chaîne inconnue : « ${value} » (base, immobilier, entrepreneuriat, finance, sport)`,
  badCustomer: (value: string) => `La colonne client vaut oui ou non, pas « ${value} »`,
  duplicate: (line: number) => `Ligne en double : cette adresse e-mail figure déjà ligne ${line}`,
  wrongColumnCount: (count: number) => `Cette ligne a ${count} colonnes au lieu de ${MEMBER_IMPORT_COLUMNS.length}`,
} as const;

export const importLineErrorSchema = z.object({
  /** The line of the file (the header is line 1). */
  line: z.int(),
  messages: z.array(z.string()),
});
export type ImportLineError = z.infer<typeof importLineErrorSchema>;

// POST /api/admin/members/import?dryRun=1 (multipart field `file`) -> 200, nothing written.
export const importPreviewSchema = z.object({
  /** Member lines read (the header excepted). */
  rows: z.int(),
  valid: z.int(),
  errors: z.array(importLineErrorSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

// POST /api/admin/members/import -> 202 { jobId }
export const importStartedSchema = z.object({ jobId: z.string() });
export type ImportStarted = z.infer<typeof importStartedSchema>;

export const importQuerySchema = z.object({
  dryRun: z.optional(z.enum(['1', 'true', '0', 'false'])),
});

/** What became of one line of the file. */
export const IMPORT_OUTCOMES = ['created', 'updated', 'unchanged', 'error'] as const;
export type ImportOutcome = (typeof IMPORT_OUTCOMES)[number];

/** The report of a done import job (`report` of `GET /api/admin/jobs/{jobId}`). */
export const importReportSchema = z.object({
  rows: z.int(),
  created: z.int(),
  updated: z.int(),
  unchanged: z.int(),
  errors: z.array(importLineErrorSchema),
  /** Each line of the file: `[line, email, outcome]` (the report CSV's lines). */
  lines: z.array(z.tuple([z.int(), z.string(), z.enum(IMPORT_OUTCOMES)])),
});
export type ImportReport = z.infer<typeof importReportSchema>;

// GET /api/admin/members/import/{jobId}/report -> text/csv: one line per line of the file, with its outcome.
