import type { NutritionKind } from '@campus/domain/learning';
import type { NutritionItemsTable, Queryable } from '../db/schema.js';

interface DemoNutritionItem {
  kind: NutritionKind;
  title: string;
  summary: string;
  durationMinutes?: number;
  calories?: number;
  details: { heading: string; items: string[] }[];
}

/** The sport channel's nutrition area: programmes, recipes and sport sessions, in French. */
const ITEMS: DemoNutritionItem[] = [
  {
    kind: 'programme',
    title: 'Programme remise en forme : 4 semaines',
    summary: 'Trois séances par semaine et une alimentation équilibrée pour reprendre en douceur.',
    durationMinutes: 4 * 7 * 24 * 60,
    details: [
      { heading: 'Semaine 1', items: ['3 marches actives de 30 minutes', 'Un fruit et un légume à chaque repas'] },
      { heading: 'Semaine 2', items: ['2 marches actives, 1 séance de renforcement', 'Eau : 1,5 litre par jour'] },
      { heading: 'Semaine 3', items: ['Footing léger de 20 minutes', 'Protéines à chaque repas'] },
      { heading: 'Semaine 4', items: ['Footing de 30 minutes', 'Un repas plaisir par semaine, sans culpabilité'] },
    ],
  },
  {
    kind: 'programme',
    title: 'Programme prise de muscle : 8 semaines',
    summary: 'Renforcement progressif et apports en protéines adaptés pour gagner en force.',
    durationMinutes: 8 * 7 * 24 * 60,
    details: [
      { heading: 'Entraînement', items: ['4 séances par semaine', 'Charges augmentées toutes les deux semaines'] },
      {
        heading: 'Alimentation',
        items: ['1,6 g de protéines par kilo de poids de corps', 'Une collation après chaque séance'],
      },
    ],
  },
  {
    kind: 'recipe',
    title: 'Bowl protéiné quinoa, poulet et avocat',
    summary: 'Un déjeuner complet pour récupérer après l’entraînement.',
    durationMinutes: 25,
    calories: 620,
    details: [
      {
        heading: 'Ingrédients (1 personne)',
        items: [
          '80 g de quinoa',
          '120 g de blanc de poulet',
          '1/2 avocat',
          'Une poignée de pousses d’épinard',
          '1 c. à s. d’huile d’olive',
        ],
      },
      {
        heading: 'Préparation',
        items: [
          'Cuire le quinoa 12 minutes à l’eau bouillante.',
          'Saisir le poulet émincé 6 minutes à la poêle.',
          'Dresser avec l’avocat et les épinards, arroser d’huile d’olive.',
        ],
      },
    ],
  },
  {
    kind: 'recipe',
    title: 'Porridge avoine, banane et beurre de cacahuète',
    summary: 'Le petit-déjeuner des jours d’entraînement, riche en glucides lents.',
    durationMinutes: 10,
    calories: 480,
    details: [
      {
        heading: 'Ingrédients (1 personne)',
        items: ['60 g de flocons d’avoine', '250 ml de lait', '1 banane', '1 c. à s. de beurre de cacahuète'],
      },
      {
        heading: 'Préparation',
        items: [
          'Chauffer l’avoine dans le lait 5 minutes en remuant.',
          'Ajouter la banane en rondelles et le beurre de cacahuète.',
        ],
      },
    ],
  },
  {
    kind: 'recipe',
    title: 'Smoothie récupération fruits rouges',
    summary: 'À boire dans l’heure qui suit l’effort.',
    durationMinutes: 5,
    calories: 290,
    details: [
      {
        heading: 'Ingrédients',
        items: ['150 g de fruits rouges', '1 yaourt grec', '1 c. à c. de miel', '100 ml de lait d’amande'],
      },
      { heading: 'Préparation', items: ['Mixer le tout 1 minute, servir frais.'] },
    ],
  },
  {
    kind: 'recipe',
    title: 'Saumon, patate douce et brocolis',
    summary: 'Un dîner riche en oméga-3 pour bien récupérer.',
    durationMinutes: 35,
    calories: 560,
    details: [
      {
        heading: 'Ingrédients (2 personnes)',
        items: ['2 pavés de saumon', '2 patates douces', '300 g de brocolis', 'Citron, aneth'],
      },
      {
        heading: 'Préparation',
        items: [
          'Rôtir les patates douces en cubes 25 minutes à 200 °C.',
          'Cuire le saumon 12 minutes au four, les brocolis 8 minutes à la vapeur.',
        ],
      },
    ],
  },
  {
    kind: 'session',
    title: 'Renforcement du haut du corps',
    summary: 'Pompes, gainage et dips : une séance sans matériel.',
    durationMinutes: 40,
    calories: 300,
    details: [
      { heading: 'Échauffement (8 min)', items: ['Rotations des épaules', 'Jumping jacks 2 x 30 secondes'] },
      {
        heading: 'Circuit (3 tours)',
        items: ['12 pompes', '30 secondes de gainage', '10 dips sur une chaise', '1 minute de récupération'],
      },
    ],
  },
  {
    kind: 'session',
    title: 'Fractionné 30/30 sur piste',
    summary: 'Améliorer sa vitesse et son endurance en 35 minutes.',
    durationMinutes: 35,
    calories: 380,
    details: [
      {
        heading: 'Déroulé',
        items: [
          '15 minutes de footing lent',
          '10 x 30 secondes rapides / 30 secondes lentes',
          '10 minutes de retour au calme',
        ],
      },
    ],
  },
  {
    kind: 'session',
    title: 'Mobilité et étirements',
    summary: 'La séance de récupération active du dimanche.',
    durationMinutes: 25,
    calories: 90,
    details: [
      {
        heading: 'Enchaînement',
        items: [
          'Chat-vache 1 minute',
          'Fente basse 45 secondes par côté',
          'Étirement des ischio-jambiers 1 minute',
          'Respiration ventrale 3 minutes',
        ],
      },
    ],
  },
];

/** The demo nutrition content, once. */
export async function seedDemoNutrition(db: Queryable): Promise<boolean> {
  const existing = await db.selectFrom('nutrition_items').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const rows: NutritionItemsTable[] = ITEMS.map((item, index) => ({
    id: `demo-nutrition-${String(index + 1).padStart(2, '0')}`,
    kind: item.kind,
    title: item.title,
    summary: item.summary,
    details: JSON.stringify(item.details),
    duration_minutes: item.durationMinutes ?? null,
    calories: item.calories ?? null,
    position: index + 1,
  }));
  await db.insertInto('nutrition_items').values(rows).execute();
  return true;
}
