import * as z from 'zod/mini';

/**
 * A member's copy of their data (issue 32, GDPR art. 15 and 20): one zip at a time, prepared in the background, offered
 * for DATA_EXPORT_DAYS by a link, then purged.
 */
export const DATA_EXPORT_DAYS = 7;

/** none: never asked (or purged); preparing: the job runs; ready: to download until `expiresAt`; expired; failed. */
export const DATA_EXPORT_STATES = ['none', 'preparing', 'ready', 'expired', 'failed'] as const;
export type DataExportState = (typeof DATA_EXPORT_STATES)[number];

// GET /api/me/data-export -> the member's latest export; POST /api/me/data-export -> 202 with it (409 while one runs);
// GET /api/me/data-export/download[?token=] -> the zip (the member's session; the mail's token, when given, must be
// this export's).
export const dataExportStatusSchema = z.object({
  state: z.enum(DATA_EXPORT_STATES),
  requestedAt: z.nullable(z.string()),
  readyAt: z.nullable(z.string()),
  expiresAt: z.nullable(z.string()),
  /** The zip's size in bytes once ready. */
  size: z.nullable(z.number()),
});
export type DataExportStatus = z.infer<typeof dataExportStatusSchema>;

export const dataExportDownloadQuerySchema = z.object({
  token: z.optional(z.string().check(z.maxLength(100))),
});

export const DATA_EXPORT_MESSAGES = {
  alreadyPreparing: 'Un export de vos données est déjà en préparation. Vous recevrez un e-mail dès qu’il sera prêt.',
  notReady: 'Aucun export de vos données n’est prêt au téléchargement',
  expired: 'Ce lien de téléchargement a expiré. Demandez un nouvel export depuis Mon compte.',
  mailSubject: 'Votre export de données Campus est prêt',
} as const;
