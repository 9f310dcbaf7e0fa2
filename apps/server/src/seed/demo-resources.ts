import type { ChannelSlug } from '@campus/domain/shared';
import type { Queryable, ResourcesTable } from '../db/schema.js';

interface DemoResource {
  channel: ChannelSlug;
  category: string;
  title: string;
  description: string;
  file?: string;
  url?: string;
}

const TOOLS = 'Modèles et outils';
const GUIDES = 'Guides pratiques';
const LINKS = 'Liens utiles';

/** Documents (bundled files) and outside links per channel, by category. */
const RESOURCES: DemoResource[] = [
  {
    channel: 'immobilier',
    category: TOOLS,
    title: 'Tableau de budget d’une opération',
    description: 'Achat, notaire, travaux, frais financiers et marge : le modèle à dupliquer.',
    file: 'demo-tableau-budget.csv',
  },
  {
    channel: 'immobilier',
    category: GUIDES,
    title: 'Fiche pratique : analyser une opération',
    description: 'Les cinq étapes pour décider d’une offre d’achat.',
    file: 'demo-fiche-pratique.pdf',
  },
  {
    channel: 'immobilier',
    category: GUIDES,
    title: 'Schéma : le cycle d’une opération',
    description: 'De la recherche à la revente, en un coup d’œil.',
    file: 'demo-schema-operation.png',
  },
  {
    channel: 'immobilier',
    category: LINKS,
    title: 'Demandes de valeurs foncières (DVF)',
    description: 'Les prix des ventes réelles, rue par rue.',
    url: 'https://app.dvf.etalab.gouv.fr/',
  },
  {
    channel: 'immobilier',
    category: LINKS,
    title: 'Géoportail de l’urbanisme',
    description: 'Le plan local d’urbanisme de chaque commune.',
    url: 'https://www.geoportail-urbanisme.gouv.fr/',
  },
  {
    channel: 'entrepreneuriat',
    category: TOOLS,
    title: 'Modèle de plan de trésorerie',
    description: 'Les entrées et sorties mois par mois, sur douze mois.',
    file: 'demo-tableau-budget.csv',
  },
  {
    channel: 'entrepreneuriat',
    category: GUIDES,
    title: 'Guide : choisir son statut juridique',
    description: 'Micro-entreprise, EURL ou SASU : le comparatif en une page.',
    file: 'demo-fiche-pratique.pdf',
  },
  {
    channel: 'entrepreneuriat',
    category: LINKS,
    title: 'Le portail officiel des entrepreneurs',
    description: 'Formalités, aides et obligations, par l’administration.',
    url: 'https://entreprendre.service-public.fr/',
  },
  {
    channel: 'entrepreneuriat',
    category: LINKS,
    title: 'Bpifrance Création',
    description: 'Financements et accompagnement des créateurs.',
    url: 'https://bpifrance-creation.fr/',
  },
];

/** The demo useful resources, once. */
export async function seedDemoResources(db: Queryable): Promise<boolean> {
  const existing = await db.selectFrom('resources').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const rows: ResourcesTable[] = RESOURCES.map((resource, index) => ({
    id: `demo-resource-${String(index + 1).padStart(2, '0')}`,
    channel: resource.channel,
    category: resource.category,
    title: resource.title,
    description: resource.description,
    file_name: resource.file ?? null,
    url: resource.url ?? null,
    position: index + 1,
  }));
  await db.insertInto('resources').values(rows).execute();
  return true;
}
