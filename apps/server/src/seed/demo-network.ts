import { deflateSync } from 'node:zlib';
import {
  dealExpiryFrom,
  departmentOfPostalCode,
  foldForSearch,
  type DealCondition,
  type MarketList,
  type MarketPropertyType,
  type MemberSkill,
} from '@campus/domain/network';
import { nameColumns } from '../modules/users/name-columns.js';
import type { NetworkContactsTable, Queryable, UsersTable } from '../db/schema.js';
import { DEMO_ACCOUNTS, OTHER_MEMBERS } from './demo-members.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Saves a generated picture and answers its stored file name (the app's picture store). */
export type SavePicture = (content: Buffer) => Promise<string>;

interface NetworkMember {
  uid: string;
  firstname: string;
  lastname: string;
  email: string;
  postalCode: string;
  city: string;
  channels: ('immobilier' | 'entrepreneuriat')[];
  formations: { air?: boolean; mdb?: boolean };
  ambassador?: 'AIR' | 'MDB';
  mentor?: boolean;
  coach?: boolean;
  /** Chose to show their department on the map (and their city, and phone when `phone`). */
  onMap?: boolean;
  phone?: boolean;
  skills: MemberSkill[];
}

const uidOf = (index: number) => `NetDemoMember${String(index).padStart(15, '0')}`;

/** French members across the regions, with the network's roles; some chose to be on the map. */
type MemberTuple = [string, string, string, string, Partial<NetworkMember>, MemberSkill[]];

const MEMBER_TUPLES: MemberTuple[] = [
  [
    'Lucas',
    'Martin',
    '13001',
    'Marseille',
    { ambassador: 'AIR', onMap: true, phone: true },
    ['RENOVATION', 'NEGOTIATION'],
  ],
  ['Camille', 'Roux', '31000', 'Toulouse', { ambassador: 'MDB', onMap: true }, ['DIVISION', 'FINANCING']],
  ['Hélène', 'Bonnet', '67000', 'Strasbourg', { mentor: true, onMap: true }, ['TAXATION', 'LAW']],
  ['Mathieu', 'Lambert', '59000', 'Lille', { coach: true, onMap: true, phone: true }, ['FINANCING']],
  ['Élodie', 'Fournier', '35000', 'Rennes', { onMap: true }, ['SHORT_TERM_RENTAL']],
  ['Julie', 'Girard', '06000', 'Nice', { ambassador: 'AIR' }, ['SHORT_TERM_RENTAL', 'PROPERTY_MANAGEMENT']],
  ['Romain', 'Morel', '34000', 'Montpellier', { mentor: true, onMap: true }, ['RENOVATION', 'DIVISION']],
  ['Nathalie', 'André', '21000', 'Dijon', { coach: true }, ['NEGOTIATION']],
  ['François', 'Lefèvre', '20000', 'Ajaccio', { onMap: true }, ['PROPERTY_MANAGEMENT']],
  ['Aïcha', 'Diallo', '97400', 'Saint-Denis', { ambassador: 'MDB', onMap: true }, ['FINANCING', 'LAW']],
  ['Olivier', 'Mercier', '97110', 'Pointe-à-Pitre', { onMap: true }, ['RENOVATION']],
  ['Sandrine', 'Perrin', '63000', 'Clermont-Ferrand', { mentor: true }, ['TAXATION']],
  ['Bastien', 'Renaud', '76000', 'Rouen', { coach: true, onMap: true }, ['DIVISION']],
  ['Margaux', 'Lemoine', '45000', 'Orléans', { onMap: true }, ['NEGOTIATION', 'SHORT_TERM_RENTAL']],
  ['Thibault', 'Gauthier', '54000', 'Nancy', {}, ['RENOVATION']],
  ['Léna', 'Robin', '29200', 'Brest', { onMap: true }, ['PROPERTY_MANAGEMENT']],
  ['Quentin', 'Masson', '64000', 'Pau', { ambassador: 'AIR', onMap: true }, ['FINANCING']],
  ['Anaïs', 'Clément', '38000', 'Grenoble', { onMap: true }, ['LAW', 'TAXATION']],
  ['Victor', 'Marchand', '97200', 'Fort-de-France', {}, ['SHORT_TERM_RENTAL']],
  ['Pauline', 'Dumas', '37000', 'Tours', { mentor: true, onMap: true }, ['DIVISION', 'RENOVATION']],
];

export const NETWORK_MEMBERS: readonly NetworkMember[] = MEMBER_TUPLES.map(
  ([firstname, lastname, postalCode, city, options, skills], index) => ({
    uid: uidOf(index + 1),
    firstname,
    lastname,
    email: `${foldForSearch(`${firstname}.${lastname}`).replace(/\s/g, '-')}@campus.test`,
    postalCode,
    city,
    channels: index % 3 === 0 ? ['immobilier', 'entrepreneuriat'] : ['immobilier'],
    formations: options.ambassador === 'MDB' || options.mentor ? { mdb: true } : { air: true },
    ...options,
    skills,
  }),
);

function memberRow(member: NetworkMember, index: number, passwordHash: string, terms: string, now: Date): UsersTable {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  return {
    uid: member.uid,
    email: member.email,
    password_hash: passwordHash,
    ...nameColumns({ firstname: member.firstname, lastname: member.lastname, displayName: null }),
    phone_number: `06 39 98 20 ${String(index + 10).padStart(2, '0')}`,
    picture_path: null,
    points: 200 + index * 37,
    is_customer: 1,
    is_ambassador: member.ambassador ? 1 : 0,
    permission_ambassador: member.ambassador ? 1 : 0,
    is_yam: 0,
    formation_air: member.formations.air ? 1 : 0,
    formation_mdb: member.formations.mdb ? 1 : 0,
    formation_sport: 0,
    formation_starter_mdb: 0,
    scenario: null,
    address_line1: `${index + 3} rue de la République`,
    address_postale_code: member.postalCode,
    address_city: member.city,
    address_country: 'FR',
    address_company: null,
    cgv_accepted_version: terms,
    previous_sign_in_at: at(10 + index),
    last_sign_in_at: at(3 + (index % 9)),
    created_at: at(90 + index * 23),
    updated_at: at(3 + (index % 9)),
    tour_seen_at: at(90 + index * 23),
    status: 'active',
    deactivated_at: null,
    closure_due_at: null,
    closed_at: null,
    suspended_until: null,
  };
}

const socials = (...entries: [string, string][]) => JSON.stringify(entries.map(([network, url]) => ({ network, url })));

const contact = (
  kind: NetworkContactsTable['kind'],
  id: string,
  name: string,
  trade: string,
  description: string,
  departmentCode: string,
  contactKind: NetworkContactsTable['contact_kind'],
  value: string,
  links: string,
): NetworkContactsTable => ({
  id,
  kind,
  name,
  search_text: foldForSearch(`${name} ${trade}`),
  trade,
  description,
  department_code: departmentCode,
  contact_kind: contactKind,
  contact: value,
  socials: links,
});

const CONTACTS: NetworkContactsTable[] = [
  contact(
    'PARTNER',
    'partner-credit',
    'Crédit Horizon',
    'Courtier en crédit immobilier',
    'Négocie les prêts des investisseurs du réseau, étude gratuite.',
    '75',
    'WEBSITE',
    'https://credit-horizon.example',
    socials(['LINKEDIN', 'https://www.linkedin.com/company/credit-horizon']),
  ),
  contact(
    'PARTNER',
    'partner-assur',
    'Assur’Invest',
    'Assurance propriétaire non occupant',
    'Tarifs négociés pour les membres Campus.',
    '69',
    'MAIL',
    'contact@assur-invest.example',
    socials(['FACEBOOK', 'https://www.facebook.com/assurinvest']),
  ),
  contact(
    'PARTNER',
    'partner-notaires',
    'Office notarial des Quais',
    'Notaires',
    'Accompagnement des achats en nom propre et en SCI.',
    '33',
    'WEBSITE',
    'https://notaires-quais.example',
    socials(),
  ),
  contact(
    'PARTNER',
    'partner-gestion',
    'Gestia Location',
    'Gestion locative',
    'Gestion complète et garantie loyers impayés.',
    '13',
    'WEBSITE',
    'https://gestia.example',
    socials(['INSTAGRAM', 'https://www.instagram.com/gestia'], ['YOUTUBE', 'https://www.youtube.com/@gestia']),
  ),
  contact(
    'PARTNER',
    'partner-compta',
    'Compta LMNP',
    'Expert-comptable LMNP',
    'Liasse fiscale LMNP et conseil au démarrage.',
    '44',
    'MAIL',
    'bonjour@compta-lmnp.example',
    socials(['LINKEDIN', 'https://www.linkedin.com/company/compta-lmnp']),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-plombier',
    'Plomberie Rivière',
    'Plombier chauffagiste',
    'Intervient sur toute la métropole lyonnaise, devis sous 48 h.',
    '69',
    'MAIL',
    'devis@plomberie-riviere.example',
    socials(),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-electricien',
    'Élec’Conforme',
    'Électricien',
    'Mise aux normes NF C 15-100 et diagnostics.',
    '75',
    'WEBSITE',
    'https://elec-conforme.example',
    socials(['FACEBOOK', 'https://www.facebook.com/elecconforme']),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-architecte',
    'Atelier Lumen',
    'Architecte d’intérieur',
    'Optimisation des surfaces et divisions de lots.',
    '33',
    'WEBSITE',
    'https://atelier-lumen.example',
    socials(['INSTAGRAM', 'https://www.instagram.com/atelierlumen']),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-diagnostic',
    'Diag Express',
    'Diagnostiqueur immobilier',
    'DPE, amiante, plomb : rapport en 24 h.',
    '13',
    'MAIL',
    'rdv@diag-express.example',
    socials(),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-menuisier',
    'Menuiserie Chêne & Fils',
    'Menuisier',
    'Fenêtres, portes et agencements sur mesure.',
    '44',
    'WEBSITE',
    'https://chene-et-fils.example',
    socials(['TWEETER', 'https://x.com/cheneetfils']),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-maconnerie',
    'Maçonnerie du Nord',
    'Maçon',
    'Ouvertures de murs porteurs, reprises en sous-œuvre.',
    '59',
    'MAIL',
    'contact@maconnerie-nord.example',
    socials(),
  ),
  contact(
    'GOOD_CONTACT',
    'contact-photographe',
    'Studio Clair',
    'Photographe immobilier',
    'Photos et visites virtuelles pour vos annonces.',
    '31',
    'WEBSITE',
    'https://studio-clair.example',
    socials(
      ['INSTAGRAM', 'https://www.instagram.com/studioclair'],
      ['YOUTUBE', 'https://www.youtube.com/@studioclair'],
    ),
  ),
];

const EXPERTS = [
  [
    'expert-fiscalite',
    'Claire Vasseur',
    'Fiscalité immobilière',
    'Choix du régime fiscal, LMNP, SCI à l’IS.',
    'https://claire-vasseur.example',
  ],
  ['expert-juridique', 'Marc Olivier', 'Droit immobilier', 'Baux, copropriété et contentieux locatif.', null],
  [
    'expert-travaux',
    'Sonia Ferrand',
    'Économie de la construction',
    'Chiffrage des travaux avant achat.',
    'https://sf-travaux.example',
  ],
  ['expert-financement', 'David Lemaire', 'Financement', 'Montages bancaires et levée de fonds privés.', null],
  [
    'expert-urbanisme',
    'Inès Carpentier',
    'Urbanisme',
    'Divisions, permis et changements de destination.',
    'https://urbanisme-conseil.example',
  ],
  ['expert-patrimoine', 'Paul Arnaud', 'Gestion de patrimoine', 'Stratégie patrimoniale et transmission.', null],
].map(([id, name, speciality, description, website]) => ({
  id: id as string,
  name: name as string,
  speciality: speciality as string,
  description: description as string,
  website: website ?? null,
}));

const POINTS_OF_SALE = [
  ['pdv-paris', 'Campus Paris Opéra', 'Paris', '75'],
  ['pdv-lyon', 'Campus Lyon Part-Dieu', 'Lyon', '69'],
  ['pdv-bordeaux', 'Campus Bordeaux Chartrons', 'Bordeaux', '33'],
  ['pdv-marseille', 'Campus Marseille Vieux-Port', 'Marseille', '13'],
  ['pdv-lille', 'Campus Lille Centre', 'Lille', '59'],
  ['pdv-nantes', 'Campus Nantes Île de Nantes', 'Nantes', '44'],
  ['pdv-toulouse', 'Campus Toulouse Capitole', 'Toulouse', '31'],
  ['pdv-reunion', 'Campus La Réunion', 'Saint-Denis', '974'],
].map(([id, name, city, departmentCode]) => ({
  id: id as string,
  name: name as string,
  city: city as string,
  department_code: departmentCode as string,
  website: `https://campus.test/points-de-vente/${id as string}`,
}));

export interface SeedDeal {
  title: string;
  marketList: MarketList;
  condition: DealCondition;
  propertyType: MarketPropertyType;
  price: number;
  surface: number;
  rooms: number;
  city: string;
  department: string;
  description: string;
  author: string;
  /** Days since it was published (expires after 60). */
  publishedDaysAgo: number | null;
  status?: 'draft' | 'closed';
  colour: [number, number, number];
}

const mdbUid = DEMO_ACCOUNTS.mdb.uid;
export const DEALS: readonly SeedDeal[] = [
  {
    title: 'Immeuble de rapport 6 lots',
    marketList: 'MDB',
    condition: 'RENOVATE',
    propertyType: 'BUILDING',
    price: 780000,
    surface: 420,
    rooms: 14,
    city: 'Saint-Étienne',
    department: '42',
    description: 'Six appartements loués, toiture refaite en 2019, potentiel de division du rez-de-chaussée.',
    author: uidOf(1),
    publishedDaysAgo: 3,
    colour: [37, 99, 235],
  },
  {
    title: 'T2 rénové proche gare',
    marketList: 'RENT',
    condition: 'REFRESH',
    propertyType: 'APARTMENT',
    price: 148000,
    surface: 42,
    rooms: 2,
    city: 'Lille',
    department: '59',
    description: 'Loué 690 € hors charges, locataire en place depuis 3 ans.',
    author: uidOf(4),
    publishedDaysAgo: 5,
    colour: [16, 185, 129],
  },
  {
    title: 'Maison à diviser en deux lots',
    marketList: 'MDB',
    condition: 'RENOVATE',
    propertyType: 'HOUSE',
    price: 265000,
    surface: 160,
    rooms: 6,
    city: 'Toulouse',
    department: '31',
    description: 'Grande maison avec deux entrées indépendantes, jardin de 400 m².',
    author: uidOf(2),
    publishedDaysAgo: 9,
    colour: [245, 158, 11],
  },
  {
    title: 'Studio étudiant meublé',
    marketList: 'RENT',
    condition: 'NEW',
    propertyType: 'APARTMENT',
    price: 89000,
    surface: 19,
    rooms: 1,
    city: 'Rennes',
    department: '35',
    description: 'Résidence récente à 5 minutes du campus de Beaulieu.',
    author: uidOf(5),
    publishedDaysAgo: 12,
    colour: [236, 72, 153],
  },
  {
    title: 'Plateau de bureaux en centre-ville',
    marketList: 'MDB',
    condition: 'REFRESH',
    propertyType: 'OFFICES',
    price: 410000,
    surface: 230,
    rooms: 8,
    city: 'Lyon',
    department: '69',
    description: 'Changement de destination possible en logements, étude d’urbanisme disponible.',
    author: mdbUid,
    publishedDaysAgo: 2,
    colour: [99, 102, 241],
  },
  {
    title: 'Local commercial avec bail 3-6-9',
    marketList: 'RENT',
    condition: 'NEW',
    propertyType: 'LOCAL',
    price: 195000,
    surface: 75,
    rooms: 2,
    city: 'Nantes',
    department: '44',
    description: 'Boulangerie en place, loyer annuel de 14 400 €.',
    author: uidOf(20),
    publishedDaysAgo: 20,
    colour: [20, 184, 166],
  },
  {
    title: 'Lot de 4 parkings souterrains',
    marketList: 'RENT',
    condition: 'NEW',
    propertyType: 'CAR_PARK',
    price: 52000,
    surface: 48,
    rooms: 0,
    city: 'Bordeaux',
    department: '33',
    description: 'Quatre places dans une résidence sécurisée, toutes louées.',
    author: uidOf(7),
    publishedDaysAgo: 27,
    colour: [107, 114, 128],
  },
  {
    title: 'Terrain constructible viabilisé',
    marketList: 'MDB',
    condition: 'NEW',
    propertyType: 'PLOT',
    price: 118000,
    surface: 850,
    rooms: 0,
    city: 'Montpellier',
    department: '34',
    description: 'Terrain plat, CU positif pour deux maisons.',
    author: uidOf(7),
    publishedDaysAgo: 55,
    colour: [132, 204, 22],
  },
  {
    title: 'Appartement familial 4 pièces',
    marketList: 'RENT',
    condition: 'REFRESH',
    propertyType: 'APARTMENT',
    price: 236000,
    surface: 86,
    rooms: 4,
    city: 'Grenoble',
    department: '38',
    description: 'Balcon, cave et parking, DPE C après rafraîchissement.',
    author: uidOf(18),
    publishedDaysAgo: 15,
    colour: [234, 88, 12],
  },
  {
    title: 'Villa avec dépendance à rénover',
    marketList: 'MDB',
    condition: 'RENOVATE',
    propertyType: 'HOUSE',
    price: 342000,
    surface: 140,
    rooms: 5,
    city: 'Saint-Denis',
    department: '974',
    description: 'Villa créole et studio indépendant, vue mer.',
    author: uidOf(10),
    publishedDaysAgo: 7,
    colour: [14, 165, 233],
  },
  {
    title: 'Duplex sous les toits (brouillon)',
    marketList: 'RENT',
    condition: 'REFRESH',
    propertyType: 'APARTMENT',
    price: 172000,
    surface: 58,
    rooms: 3,
    city: 'Lyon',
    department: '69',
    description: 'Annonce en préparation.',
    author: mdbUid,
    publishedDaysAgo: null,
    status: 'draft',
    colour: [168, 85, 247],
  },
  {
    title: 'Immeuble mixte vendu',
    marketList: 'MDB',
    condition: 'RENOVATE',
    propertyType: 'BUILDING',
    price: 520000,
    surface: 310,
    rooms: 9,
    city: 'Dijon',
    department: '21',
    description: 'Vendu à un membre du réseau.',
    author: uidOf(8),
    publishedDaysAgo: 40,
    status: 'closed',
    colour: [120, 113, 108],
  },
];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(buffer: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of buffer) crc = (crcTable[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** What a demo photo shows: a drawing per kind of property, so the deals do not all look alike. */
export type DemoPictureShape = 'house' | 'building' | 'apartment' | 'shop' | 'offices' | 'plot' | 'car-park';

const SHAPES: Partial<Record<MarketPropertyType, DemoPictureShape>> = {
  HOUSE: 'house',
  BUILDING: 'building',
  APARTMENT: 'apartment',
  LOCAL: 'shop',
  OFFICES: 'offices',
  PLOT: 'plot',
  CAR_PARK: 'car-park',
};

/** The drawing of a kind of property (a house for any kind without its own). */
export const demoPictureShapeOf = (type: MarketPropertyType): DemoPictureShape => SHAPES[type] ?? 'house';

type Paint = 'sky' | 'ground' | 'wall' | 'roof' | 'window' | 'door' | 'green' | 'line' | 'accent';

/** The paint at one point of a 240x160 drawing; `variant` 1 is the same place seen closer, at dusk. */
function paintAt(shape: DemoPictureShape, x: number, y: number): Paint {
  const ground = y >= 140;
  const inRect = (left: number, top: number, right: number, bottom: number) =>
    x >= left && x < right && y >= top && y < bottom;
  const windowGrid = (left: number, top: number, right: number, bottom: number, step: number, size: number) =>
    inRect(left, top, right, bottom) && (x - left) % step < size && (y - top) % step < size;
  switch (shape) {
    case 'house':
      if (y > 40 && y < 80 && Math.abs(x - 120) < (y - 40) * 1.6) return 'roof';
      if (inRect(105, 105, 121, 140)) return 'door';
      if (inRect(76, 92, 96, 108) || inRect(140, 92, 160, 108)) return 'window';
      if (inRect(64, 80, 176, 140)) return 'wall';
      break;
    case 'building':
      if (windowGrid(78, 30, 162, 130, 14, 8)) return 'window';
      if (inRect(112, 130, 128, 140)) return 'door';
      if (inRect(70, 22, 170, 140)) return 'wall';
      if (inRect(66, 16, 174, 22)) return 'roof';
      break;
    case 'apartment':
      if (windowGrid(40, 50, 100, 135, 16, 9) || windowGrid(140, 30, 206, 135, 16, 9)) return 'window';
      if (inRect(34, 44, 104, 140) || inRect(134, 24, 212, 140)) return 'wall';
      if (inRect(104, 120, 134, 140)) return 'green';
      break;
    case 'shop':
      if (inRect(50, 68, 190, 84)) return Math.floor(x / 14) % 2 === 0 ? 'accent' : 'wall';
      if (inRect(62, 92, 150, 132)) return 'window';
      if (inRect(158, 92, 178, 140)) return 'door';
      if (inRect(50, 40, 190, 140)) return 'wall';
      break;
    case 'offices':
      if (inRect(70, 20, 170, 140) && (x - 70) % 20 < 17 && (y - 20) % 12 < 9) return 'window';
      if (inRect(66, 16, 174, 140)) return 'line';
      break;
    case 'plot':
      if (ground || y > 96) return (x + y) % 16 < 2 ? 'line' : 'green';
      if (Math.hypot(x - 60, y - 70) < 18 || Math.hypot(x - 180, y - 64) < 22) return 'green';
      if (inRect(58, 86, 63, 98) || inRect(178, 84, 183, 98)) return 'door';
      break;
    case 'car-park':
      if (ground || y > 100) return x % 40 < 3 && y > 104 ? 'line' : 'ground';
      if (inRect(30, 50, 210, 100)) return (y - 50) % 16 < 3 ? 'line' : 'wall';
      break;
  }
  return ground ? 'ground' : 'sky';
}

/** A small PNG (a drawing of the kind of property, in the deal's colour), so the demo deals carry real photos. */
export function demoDealPicture(
  [red, green, blue]: [number, number, number],
  variant = 0,
  shape: DemoPictureShape = 'house',
): Buffer {
  const width = 240;
  const height = 160;
  const dusk = variant % 2 === 1;
  const colours: Record<Paint, [number, number, number]> = {
    sky: dusk ? [250, 196, 160] : [196, 224, 250],
    ground: [150, 150, 140],
    wall: [Math.min(255, red + 150), Math.min(255, green + 150), Math.min(255, blue + 150)],
    roof: [Math.round(red * 0.6), Math.round(green * 0.6), Math.round(blue * 0.6)],
    window: dusk ? [255, 214, 120] : [70, 110, 150],
    door: [90, 60, 40],
    green: [84, 150, 72],
    line: [235, 235, 230],
    accent: [red, green, blue],
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      // The second photo: closer (the middle of the drawing, enlarged).
      const [sx, sy] = variant === 0 ? [x, y] : [Math.floor(60 + x / 2), Math.floor(40 + y / 2)];
      const paint = paintAt(shape, sx, sy);
      const [r, g, b] = colours[paint];
      const fade = paint === 'sky' ? 1 - (sy / height) * 0.25 : 1;
      row[1 + x * 3] = Math.round(r * fade);
      row[2 + x * 3] = Math.round(g * fade);
      row[3 + x * 3] = Math.round(b * fade);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The profiles of the accounts already seeded: mdb@ is an AIR ambassador on the map; the others keep the default. */
const EXISTING_PROFILES: Record<string, { ambassador?: 'AIR' | 'MDB'; onMap?: boolean; skills: MemberSkill[] }> = {
  [DEMO_ACCOUNTS.mdb.uid]: { ambassador: 'AIR', onMap: true, skills: ['RENOVATION', 'FINANCING'] },
  [DEMO_ACCOUNTS.air.uid]: { skills: ['SHORT_TERM_RENTAL'] },
};

/**
 * The member network's demo data, once: network members across the regions, profiles (some on the map), partners,
 * good contacts, experts, points of sale, and a dozen deals with photos. False when already there.
 */
export async function seedDemoNetwork(
  db: Queryable,
  now: Date,
  passwordHash: string,
  termsVersion: string,
  savePicture?: SavePicture,
): Promise<boolean> {
  const existing = await db.selectFrom('network_profiles').select('uid').limit(1).executeTakeFirst();
  if (existing) return false;
  const at = now.toISOString();

  await db
    .insertInto('users')
    .values(NETWORK_MEMBERS.map((member, index) => memberRow(member, index, passwordHash, termsVersion, now)))
    .execute();
  await db
    .insertInto('user_channels')
    .values(NETWORK_MEMBERS.flatMap((member) => member.channels.map((channel) => ({ uid: member.uid, channel }))))
    .execute();

  const profiles = [
    ...NETWORK_MEMBERS.map((member) => ({
      uid: member.uid,
      department_code: departmentOfPostalCode(member.postalCode),
      show_phone: member.phone ? 1 : 0,
      show_city: member.onMap ? 1 : 0,
      show_on_map: member.onMap ? 1 : 0,
      ambassador_type: member.ambassador ?? null,
      is_mentor: member.mentor ? 1 : 0,
      is_coach: member.coach ? 1 : 0,
      updated_at: at,
    })),
    ...[...Object.values(DEMO_ACCOUNTS), ...OTHER_MEMBERS].map((member) => {
      const chosen = EXISTING_PROFILES[member.uid];
      return {
        uid: member.uid,
        department_code: departmentOfPostalCode(member.address.postale_code),
        show_phone: 0,
        show_city: chosen?.onMap ? 1 : 0,
        show_on_map: chosen?.onMap ? 1 : 0,
        ambassador_type: chosen?.ambassador ?? ('isAmbassador' in member && member.isAmbassador ? 'AIR' : null),
        is_mentor: 0,
        is_coach: 0,
        updated_at: at,
      };
    }),
  ];
  await db.insertInto('network_profiles').values(profiles).execute();
  const skills = [
    ...NETWORK_MEMBERS.flatMap((member) => member.skills.map((skill) => ({ uid: member.uid, skill }))),
    ...Object.entries(EXISTING_PROFILES).flatMap(([uid, profile]) => profile.skills.map((skill) => ({ uid, skill }))),
  ];
  await db.insertInto('member_skills').values(skills).execute();

  await db.insertInto('network_contacts').values(CONTACTS).execute();
  await db.insertInto('experts').values(EXPERTS).execute();
  await db.insertInto('points_of_sale').values(POINTS_OF_SALE).execute();

  for (const [index, deal] of DEALS.entries()) {
    const id = `demo-deal-${String(index + 1).padStart(2, '0')}`;
    const published = deal.publishedDaysAgo === null ? null : new Date(now.getTime() - deal.publishedDaysAgo * DAY_MS);
    await db
      .insertInto('deals')
      .values({
        id,
        author_uid: deal.author,
        title: deal.title,
        search_text: foldForSearch(`${deal.title} ${deal.city}`),
        market_list: deal.marketList,
        condition: deal.condition,
        property_type: deal.propertyType,
        price: deal.price,
        surface: deal.surface,
        rooms: deal.rooms,
        city: deal.city,
        department_code: deal.department,
        description: deal.description,
        status: deal.status ?? 'published',
        hidden_at: null,
        published_at: published?.toISOString() ?? null,
        expires_at: published ? dealExpiryFrom(published) : null,
        reminded_at: null,
        created_at: (published ?? now).toISOString(),
        updated_at: at,
      })
      .execute();
    if (savePicture) {
      const photos = [];
      for (const variant of [0, 1]) {
        photos.push({
          id: `${id}-photo-${variant}`,
          deal_id: id,
          path: await savePicture(demoDealPicture(deal.colour, variant, demoPictureShapeOf(deal.propertyType))),
          position: variant,
        });
      }
      await db.insertInto('deal_photos').values(photos).execute();
    }
  }
  return true;
}
