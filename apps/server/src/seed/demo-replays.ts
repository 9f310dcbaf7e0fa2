import type { ReplayMediaType } from '@campus/domain/learning';
import { foldForSearch } from '@campus/domain/network';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Queryable, ReplaysTable } from '../db/schema.js';

const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoReplay {
  channel: ChannelSlug;
  title: string;
  description: string;
  type: ReplayMediaType;
  durationMinutes: number | null;
  daysAgo: number;
  /** The past demo event it records, by title. */
  eventTitle?: string;
  courseId?: string;
  /** The video or audio lesson of that course that watching the replay counts for. */
  lessonId?: string;
  chapters?: { at: number; title: string }[];
}

const FILES: Record<ReplayMediaType, string> = {
  video: 'demo-video.mp4',
  audio: 'demo-audio.mp3',
  document: 'demo-fiche-pratique.pdf',
};

// The bundled media are short excerpts: the chapters fall within them so that a click really jumps.
const LIVE_CHAPTERS = [
  { at: 0, title: 'Introduction' },
  { at: 3, title: 'Le cas pratique' },
  { at: 6, title: 'Questions des membres' },
];

/** Replays of past live sessions and masterclasses: more than a page on immobilier, a few on every channel. */
const REPLAYS: DemoReplay[] = [
  {
    channel: 'immobilier',
    title: 'Salon de l’immobilier : le debrief',
    description: 'Ce qu’il fallait retenir des conférences du salon, et les contacts à relancer.',
    type: 'video',
    durationMinutes: 95,
    daysAgo: 18,
    eventTitle: "Salon de l'immobilier ancien",
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Masterclass : acheter un immeuble de rapport',
    description: 'Trouver, analyser et financer un immeuble entier : la méthode complète.',
    type: 'video',
    durationMinutes: 120,
    daysAgo: 3,
    courseId: 'demo-course-immo-3',
    lessonId: 'demo-course-immo-3-l1',
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Podcast : négocier le prix d’un bien',
    description: 'Les arguments qui font baisser un prix sans froisser le vendeur.',
    type: 'audio',
    durationMinutes: 35,
    daysAgo: 6,
  },
  {
    channel: 'immobilier',
    title: 'Support : la checklist de la visite',
    description: 'Les points à contrôler pendant une visite : structure, toiture, électricité, copropriété.',
    type: 'document',
    durationMinutes: null,
    daysAgo: 9,
  },
  {
    channel: 'immobilier',
    title: 'Live : la fiscalité du LMNP',
    description: 'Amortissements, régime réel, déclaration : la location meublée expliquée simplement.',
    type: 'video',
    durationMinutes: 60,
    daysAgo: 12,
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Podcast : trois ans de colocation',
    description: 'Le retour d’expérience d’une investisseuse lyonnaise sur la colocation.',
    type: 'audio',
    durationMinutes: 42,
    daysAgo: 15,
  },
  {
    channel: 'immobilier',
    title: 'Live : réussir sa première division',
    description: 'Découper un grand appartement en deux lots : règles d’urbanisme, copropriété et budget.',
    type: 'video',
    durationMinutes: 75,
    daysAgo: 21,
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Support : modèle de bail meublé',
    description: 'Le bail type commenté, avec l’inventaire et l’état des lieux.',
    type: 'document',
    durationMinutes: null,
    daysAgo: 25,
  },
  {
    channel: 'immobilier',
    title: 'Masterclass : la rénovation énergétique',
    description: 'DPE, isolation et aides : valoriser un bien classé F ou G.',
    type: 'video',
    durationMinutes: 90,
    daysAgo: 30,
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Podcast : travailler avec un chasseur immobilier',
    description: 'Quand déléguer la recherche, et combien cela coûte vraiment.',
    type: 'audio',
    durationMinutes: 28,
    daysAgo: 34,
  },
  {
    channel: 'immobilier',
    title: 'Live : choisir sa ville d’investissement',
    description: 'Démographie, emploi, transports : les indicateurs qui comptent.',
    type: 'video',
    durationMinutes: 55,
    daysAgo: 41,
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Support : le tableau de rentabilité',
    description: 'Rendement brut, net et net-net : le calcul pas à pas.',
    type: 'document',
    durationMinutes: null,
    daysAgo: 47,
  },
  {
    channel: 'immobilier',
    title: 'Live : gérer ses locataires sereinement',
    description: 'Sélection, garanties, impayés : les bonnes pratiques du bailleur.',
    type: 'video',
    durationMinutes: 65,
    daysAgo: 55,
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'immobilier',
    title: 'Podcast : les erreurs du premier investissement',
    description: 'Cinq membres racontent l’erreur qu’ils ne referaient pas.',
    type: 'audio',
    durationMinutes: 31,
    daysAgo: 63,
  },
  {
    channel: 'entrepreneuriat',
    title: 'Webinaire : créer sa société',
    description: 'Statuts, capital, immatriculation : le replay du webinaire avec les questions des membres.',
    type: 'video',
    durationMinutes: 45,
    daysAgo: 13,
    eventTitle: 'Webinaire : créer sa société',
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'entrepreneuriat',
    title: 'Podcast : fixer ses prix',
    description: 'Coûts, valeur perçue et concurrence : comment fixer un prix juste.',
    type: 'audio',
    durationMinutes: 26,
    daysAgo: 8,
  },
  {
    channel: 'entrepreneuriat',
    title: 'Support : le business plan en une page',
    description: 'Le modèle d’une page pour présenter son projet à un banquier.',
    type: 'document',
    durationMinutes: null,
    daysAgo: 20,
  },
  {
    channel: 'finance',
    title: 'Bourse : bilan du trimestre',
    description: 'Marchés, taux et perspectives : le replay du live trimestriel.',
    type: 'video',
    durationMinutes: 75,
    daysAgo: 9,
    eventTitle: 'Bourse : bilan du trimestre',
    chapters: LIVE_CHAPTERS,
  },
  {
    channel: 'sport',
    title: 'Live : nutrition et récupération',
    description: 'Que manger après l’effort, et comment bien dormir pour progresser.',
    type: 'video',
    durationMinutes: 45,
    daysAgo: 6,
    eventTitle: 'Live : nutrition et récupération',
    chapters: LIVE_CHAPTERS,
  },
];

/** The demo replays, linked to their past events, once. */
export async function seedDemoReplays(db: Queryable, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('replays').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const events = await db.selectFrom('events').select(['id', 'title']).execute();
  const eventId = (title: string | undefined) => events.find((event) => event.title === title)?.id ?? null;
  const rows: ReplaysTable[] = REPLAYS.map((replay, index) => ({
    id: `demo-replay-${String(index + 1).padStart(2, '0')}`,
    channel: replay.channel,
    title: replay.title,
    description: replay.description,
    media_type: replay.type,
    file_name: FILES[replay.type],
    duration_minutes: replay.durationMinutes,
    chapters: JSON.stringify(replay.chapters ?? []),
    event_id: eventId(replay.eventTitle),
    course_id: replay.courseId ?? null,
    lesson_id: replay.lessonId ?? null,
    search_text: foldForSearch(`${replay.title} ${replay.description}`),
    status: 'published',
    published_at: new Date(now.getTime() - replay.daysAgo * DAY_MS).toISOString(),
  }));
  await db.insertInto('replays').values(rows).execute();
  return true;
}
