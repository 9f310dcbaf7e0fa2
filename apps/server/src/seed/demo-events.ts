import type { EventMode, EventType, WebinarProvider } from '@campus/domain/events';
import type { ChannelSlug } from '@campus/domain/shared';
import type { Transaction } from 'kysely';
import type { DB, EventParticipantsTable, EventSessionsTable, EventsTable } from '../db/schema.js';
import { sandboxClient } from '../modules/events/webinars/webinar-sandbox.js';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from './demo-members.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const { admin, mdb, sport } = DEMO_ACCOUNTS;
function memberUid(firstname: string): string {
  const member = OTHER_MEMBERS.find((other) => other.firstname === firstname);
  if (!member) throw new Error(`no demo member named ${firstname}`);
  return member.uid;
}

interface DemoSession {
  title: string;
  description?: string;
  /** Days from today (negative: past), at `hour` o'clock UTC. */
  inDays: number;
  hour: number;
  durationMinutes: number;
  seats?: string[];
  waiting?: string[];
  /** The provider's session or meeting id: the seat holders are registered with the sandbox standing for it. */
  webinarId?: string;
  /** Seat holders who attended (a past session), as the provider reported. */
  attended?: string[];
}

interface DemoEvent {
  channel: ChannelSlug;
  type: EventType;
  mode: EventMode;
  provider?: WebinarProvider;
  link?: string;
  address?: string;
  capacity: number;
  title: string;
  description: string;
  sessions: DemoSession[];
}

/**
 * Every channel has upcoming and past events; the ambassadors' workshop is full (with a waitlist);
 * mdb@campus.test holds seats in three upcoming sessions. air@ and emilie.rousseau@ hold none (browser tests).
 */
const EVENTS: DemoEvent[] = [
  {
    channel: 'immobilier',
    type: 'LOCAL_MEETING',
    mode: 'PHYSICAL',
    address: 'Le Florian, 12 rue de la République, 69002 Lyon',
    capacity: 25,
    title: 'Rencontre des investisseurs de Lyon',
    description: 'Un afterwork pour échanger sur vos projets locatifs et rencontrer les membres de votre région.',
    sessions: [
      {
        title: 'Afterwork de rentrée',
        inDays: 5,
        hour: 17,
        durationMinutes: 120,
        seats: [mdb.uid, memberUid('Youssef')],
      },
      { title: 'Afterwork du mois suivant', inDays: 33, hour: 17, durationMinutes: 120 },
    ],
  },
  {
    channel: 'immobilier',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'LIVESTORM',
    link: 'https://app.livestorm.co/campus/financer-son-premier-immeuble',
    capacity: 100,
    title: 'Webinaire : financer son premier immeuble',
    description: 'Apport, banques, courtiers : la méthode pas à pas, avec un temps de questions en direct.',
    sessions: [
      {
        title: 'Financer son premier immeuble',
        inDays: 2,
        hour: 18,
        durationMinutes: 90,
        seats: [mdb.uid, memberUid('Pierre-Alexandre'), memberUid('Karim')],
        webinarId: 'demo-financer-son-premier-immeuble',
      },
    ],
  },
  {
    channel: 'immobilier',
    type: 'AMBASSADOR_MEETING',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: 'https://zoom.us/j/81234567890',
    capacity: 3,
    title: 'Atelier des ambassadeurs',
    description: 'Un petit groupe pour préparer les rencontres locales avec un ambassadeur AIR.',
    sessions: [
      {
        title: 'Préparer sa première rencontre',
        inDays: 9,
        hour: 12,
        durationMinutes: 60,
        seats: [memberUid('Inès'), memberUid('Antoine'), memberUid('Manon')],
        waiting: [memberUid('Karim')],
      },
    ],
  },
  {
    channel: 'immobilier',
    type: 'EXTERNAL_REAL_ESTATE_EVENT',
    mode: 'PHYSICAL',
    address: 'Paris Expo Porte de Versailles, 1 place de la Porte de Versailles, 75015 Paris',
    capacity: 200,
    title: "Salon de l'immobilier ancien",
    description: 'Nous nous retrouvons sur le stand des partenaires de Campus.',
    sessions: [
      { title: 'Journée au salon', inDays: -20, hour: 8, durationMinutes: 480, seats: [mdb.uid, memberUid('Antoine')] },
    ],
  },
  {
    channel: 'entrepreneuriat',
    type: 'LOCAL_MEETING',
    mode: 'PHYSICAL',
    address: 'La Cité du Vin, 134 quai de Bacalan, 33300 Bordeaux',
    capacity: 30,
    title: 'Soirée pitch des entrepreneurs',
    description: 'Cinq minutes pour présenter votre projet, puis des retours de la communauté.',
    sessions: [
      { title: 'Soirée pitch', inDays: 12, hour: 17, durationMinutes: 150, seats: [mdb.uid, memberUid('Sarah')] },
    ],
  },
  {
    channel: 'entrepreneuriat',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: 'https://zoom.us/j/82345678901',
    capacity: 150,
    title: 'Webinaire : créer sa société',
    description: 'SAS, SARL ou micro-entreprise : bien choisir sa structure.',
    sessions: [
      {
        title: 'Créer sa société',
        inDays: -14,
        hour: 18,
        durationMinutes: 45,
        seats: [memberUid('Chloé')],
        webinarId: '82345678901',
        attended: [memberUid('Chloé')],
      },
    ],
  },
  {
    channel: 'finance',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: 'https://zoom.us/j/83456789012',
    capacity: 500,
    title: 'Live : construire son patrimoine',
    description: 'Épargne de précaution, enveloppes fiscales et allocation : les bases en une heure.',
    sessions: [
      {
        title: 'Construire son patrimoine',
        inDays: 6,
        hour: 18,
        durationMinutes: 60,
        seats: [memberUid('Maxime')],
        webinarId: '83456789012',
      },
    ],
  },
  {
    channel: 'finance',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'LIVESTORM',
    link: 'https://app.livestorm.co/campus/bilan-du-trimestre',
    capacity: 500,
    title: 'Bourse : bilan du trimestre',
    description: 'Les marchés du trimestre passé et ce qu’ils changent pour un investisseur au long cours.',
    sessions: [
      {
        title: 'Bilan du trimestre',
        inDays: -10,
        hour: 18,
        durationMinutes: 75,
        seats: [mdb.uid],
        webinarId: 'demo-bilan-du-trimestre',
        attended: [mdb.uid],
      },
    ],
  },
  {
    channel: 'base',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: 'https://zoom.us/j/84567890123',
    capacity: 80,
    title: 'Les fondamentaux : bien démarrer',
    description: 'Organiser son temps de formation et tirer parti de la communauté.',
    sessions: [
      { title: 'Bien démarrer', inDays: 4, hour: 12, durationMinutes: 45, webinarId: '84567890123' },
      { title: 'Tenir ses objectifs', inDays: 11, hour: 12, durationMinutes: 45, webinarId: '84567890124' },
    ],
  },
  {
    channel: 'base',
    type: 'LOCAL_MEETING',
    mode: 'PHYSICAL',
    address: '24 rue du Faubourg Saint-Antoine, 75012 Paris',
    capacity: 40,
    title: 'Rencontre des nouveaux membres',
    description: 'Un petit-déjeuner pour faire connaissance.',
    sessions: [{ title: 'Petit-déjeuner', inDays: -30, hour: 8, durationMinutes: 90, seats: [memberUid('Aurélie')] }],
  },
  {
    channel: 'sport',
    type: 'LOCAL_MEETING',
    mode: 'PHYSICAL',
    address: "Parc de la Tête d'Or, 69006 Lyon",
    capacity: 20,
    title: 'Séance collective au parc',
    description: 'Renforcement et course douce, tous niveaux.',
    sessions: [
      { title: 'Séance du samedi', inDays: 3, hour: 8, durationMinutes: 60, seats: [sport.uid, memberUid('Nicolas')] },
    ],
  },
  {
    channel: 'sport',
    type: 'LIVE',
    mode: 'ONLINE',
    provider: 'ZOOM',
    link: 'https://zoom.us/j/85678901234',
    capacity: 300,
    title: 'Live : nutrition et récupération',
    description: 'Que manger avant et après l’effort.',
    sessions: [
      {
        title: 'Nutrition et récupération',
        inDays: -7,
        hour: 18,
        durationMinutes: 45,
        seats: [sport.uid],
        webinarId: '85678901234',
        attended: [sport.uid],
      },
    ],
  },
];

/** Inserts the demo events once (a database seeded before events existed gets them too). */
export async function seedDemoEvents(db: Transaction<DB>, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('events').select('id').limit(1).executeTakeFirst();
  const demoMember = await db.selectFrom('users').select('uid').where('uid', '=', mdb.uid).executeTakeFirst();
  if (existing || !demoMember) return false;
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const created = new Date(now.getTime() - 45 * DAY_MS).toISOString();

  const events: EventsTable[] = [];
  const sessions: EventSessionsTable[] = [];
  const participants: EventParticipantsTable[] = [];
  for (const [index, event] of EVENTS.entries()) {
    const id = `demo-event-${String(index + 1).padStart(2, '0')}`;
    events.push({
      id,
      channel: event.channel,
      type: event.type,
      mode: event.mode,
      provider: event.provider ?? null,
      link: event.link ?? null,
      address: event.address ?? null,
      capacity: event.capacity,
      title: event.title,
      description: event.description,
      author_id: admin.uid,
      created_at: created,
      updated_at: created,
      cancelled_at: null,
    });
    for (const [position, session] of event.sessions.entries()) {
      const sessionId = `${id}-s${position + 1}`;
      const seats = session.seats ?? [];
      sessions.push({
        id: sessionId,
        event_id: id,
        title: session.title,
        description: session.description ?? null,
        starts_at: new Date(today + session.inDays * DAY_MS + session.hour * HOUR_MS).toISOString(),
        duration_minutes: session.durationMinutes,
        capacity: event.capacity,
        seats_taken: seats.length,
        sequence: 0,
        updated_at: created,
        cancelled_at: null,
        webinar_id: session.webinarId ?? null,
        attendance_read_at: session.inDays < 0 && session.webinarId ? created : null,
      });
      const joined = (order: number) => new Date(now.getTime() - (40 - order) * HOUR_MS).toISOString();
      seats.forEach((uid, order) =>
        participants.push({ session_id: sessionId, uid, state: 'SEAT', created_at: joined(order) }),
      );
      (session.waiting ?? []).forEach((uid, order) =>
        participants.push({ session_id: sessionId, uid, state: 'WAITING', created_at: joined(seats.length + order) }),
      );
    }
  }
  await db.insertInto('events').values(events).execute();
  await db.insertInto('event_sessions').values(sessions).execute();
  await db.insertInto('event_participants').values(participants).execute();
  await registerDemoSeats(db, today);
  return true;
}

/** The webinar sessions' seat holders, registered with the sandbox standing for the provider (no keys in the demo). */
async function registerDemoSeats(db: Transaction<DB>, today: number): Promise<void> {
  for (const [index, event] of EVENTS.entries()) {
    if (!event.provider) continue;
    const sandbox = sandboxClient(db, event.provider);
    for (const [position, session] of event.sessions.entries()) {
      if (!session.webinarId) continue;
      const sessionId = `demo-event-${String(index + 1).padStart(2, '0')}-s${position + 1}`;
      const endedAt = new Date(
        today + session.inDays * DAY_MS + session.hour * HOUR_MS + session.durationMinutes * 60_000,
      );
      for (const uid of session.seats ?? []) {
        const member = await db
          .selectFrom('users')
          .select(['email', 'firstname', 'lastname'])
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow();
        const person = { email: member.email, firstname: member.firstname ?? '', lastname: member.lastname ?? '' };
        const seat = await sandbox.register(session.webinarId, person, new AbortController().signal);
        const hasAttended = session.attended?.includes(uid) ?? false;
        await db
          .insertInto('webinar_registrations')
          .values({
            session_id: sessionId,
            uid,
            provider: event.provider,
            webinar_id: session.webinarId,
            status: 'REGISTERED',
            registrant_id: seat.registrantId,
            email: member.email,
            join_url: seat.joinUrl,
            failed_job_id: null,
            attended_at: hasAttended ? endedAt.toISOString() : null,
            updated_at: endedAt.toISOString(),
          })
          .execute();
      }
    }
  }
}
