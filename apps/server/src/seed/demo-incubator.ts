import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  projectSearchText,
  worksTotalCents,
  type AuditStatus,
  type FileCategory,
  type InvestorKind,
  type AssociationStatus,
  type Project,
  type ProjectState,
} from '@campus/domain/incubator';
import { regionOfDepartment } from '@campus/domain/network';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { ProjectFileStore } from '../modules/incubator/project-files.js';
import { DEMO_ACCOUNTS } from './demo-members.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const { admin, mdb, starter } = DEMO_ACCOUNTS;

interface DemoFile {
  id: string;
  category: FileCategory;
  name: string;
}

interface DemoProject {
  id: string;
  ownerUid: string;
  state: ProjectState;
  auditStatus: AuditStatus | null;
  step: number;
  daysAgo: number;
  steps: Pick<Project, 'property' | 'operation' | 'works' | 'financing' | 'team'>;
  files: DemoFile[];
  /** [field, from, to, by, days ago, note] */
  history: ['state' | 'auditStatus', string | null, string, string, number, string | null][];
  reviews?: { by: string; comment: string; scores: [number, number, number, number]; daysAgo: number }[];
}

const file = (id: number, category: FileCategory, name: string): DemoFile => ({
  id: `0d3e0000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  category,
  name,
});

const PROJECTS: DemoProject[] = [
  {
    id: 'demo-project-croix-rousse',
    ownerUid: mdb.uid,
    state: 'VALIDATED',
    auditStatus: 'DELIVERY_AVAILABLE',
    step: 5,
    daysAgo: 6,
    steps: {
      property: {
        name: 'Immeuble Croix-Rousse',
        propertyType: 'BUILDING',
        address: '12 rue Dumenge',
        postalCode: '69004',
        city: 'Lyon',
        department: '69',
        surface: 240,
        price: 650_000,
      },
      operation: {
        operationType: 'CUTOUT',
        projectOwner: 'ME',
        wishes: ['AUDIT'],
        description: 'Découpe en quatre lots de l’immeuble de 1890, revente à la découpe après rafraîchissement.',
      },
      works: [
        { category: 'FACADE_CONSISTENCY', budget: 38_000 },
        { category: 'ELECTRICAL', budget: 24_500.5 },
        { category: 'SANITARY_AND_PLUMBING', budget: 18_200 },
        { category: 'INTERIOR_PARTITIONS', budget: 12_000 },
      ],
      financing: { equity: 130_000, loanAmount: 520_000, investorsAmount: 40_000, expectedResalePrice: 980_000 },
      team: {
        professionalStatus: 'ENTREPRENEUR',
        skills: ['Rénovation', 'Négociation', 'Gestion de chantier'],
        experience: 'Trois opérations de marchand de biens menées à Lyon depuis 2021.',
      },
    },
    files: [
      file(1, 'plans', 'plans-croix-rousse.pdf'),
      file(2, 'photos', 'facade.png'),
      file(3, 'estimates', 'devis-electricite.pdf'),
    ],
    history: [
      ['state', 'DRAFT', 'IN_PROGRESS', mdb.uid, 40, null],
      ['auditStatus', null, 'IN_PROGRESS', admin.uid, 38, null],
      ['auditStatus', 'IN_PROGRESS', 'AUDITED', admin.uid, 20, null],
      ['state', 'IN_PROGRESS', 'VALIDATED', admin.uid, 14, 'Marge solide, financement bouclé.'],
      ['auditStatus', 'AUDITED', 'DELIVERY_AVAILABLE', admin.uid, 6, 'Rapport d’audit disponible.'],
    ],
    reviews: [{ by: admin.uid, comment: 'Dossier complet, marge confortable.', scores: [5, 4, 4, 4], daysAgo: 15 }],
  },
  {
    id: 'demo-project-nantes',
    ownerUid: mdb.uid,
    state: 'IN_PROGRESS',
    auditStatus: null,
    step: 5,
    daysAgo: 3,
    steps: {
      property: {
        name: 'Maison à diviser à Nantes',
        propertyType: 'VILLA_WITH_DIVISIBLE_LAND',
        address: '8 rue des Hauts-Pavés',
        postalCode: '44000',
        city: 'Nantes',
        department: '44',
        surface: 160,
        price: 420_000,
      },
      operation: {
        operationType: 'DIVISION',
        projectOwner: 'ME',
        wishes: ['GREENBULL_ACCELERATOR'],
        description: 'Division du terrain en deux parcelles et rénovation de la maison.',
      },
      works: [
        { category: 'HEATING', budget: 14_000 },
        { category: 'EXTERNAL_FRAMES', budget: 21_000 },
      ],
      financing: { equity: 90_000, loanAmount: 330_000, investorsAmount: 0, expectedResalePrice: 610_000 },
      team: { professionalStatus: 'EMPLOYED', skills: ['Urbanisme'], experience: null },
    },
    files: [file(4, 'plans', 'plan-cadastral.pdf'), file(5, 'photos', 'jardin.png')],
    history: [['state', 'DRAFT', 'IN_PROGRESS', mdb.uid, 3, null]],
  },
  {
    id: 'demo-project-chartrons',
    ownerUid: mdb.uid,
    state: 'DRAFT',
    auditStatus: null,
    step: 1,
    daysAgo: 1,
    steps: {
      property: {
        name: 'Appartement aux Chartrons',
        propertyType: 'FLAT',
        address: '21 rue Notre-Dame',
        postalCode: '33000',
        city: 'Bordeaux',
        department: '33',
        surface: 72,
        price: 265_000,
      },
      operation: { operationType: 'RENOVATION' },
      works: [],
      financing: {},
      team: {},
    },
    files: [file(6, 'photos', 'sejour.png')],
    history: [],
  },
  {
    id: 'demo-project-lille',
    ownerUid: mdb.uid,
    state: 'MISSING_PARTS',
    auditStatus: 'MISSING_PARTS',
    step: 5,
    daysAgo: 2,
    steps: {
      property: {
        name: 'Local commercial à Lille',
        propertyType: 'COMMERCIAL_PREMISES',
        address: '5 rue de Béthune',
        postalCode: '59000',
        city: 'Lille',
        department: '59',
        surface: 110,
        price: 310_000,
      },
      operation: { operationType: 'GO_AND_BACK', projectOwner: 'OTHER', wishes: ['AUDIT'], description: null },
      works: [{ category: 'NON_LOADBEARING_FLOOR', budget: 9_800 }],
      financing: { equity: 60_000, loanAmount: 250_000, investorsAmount: 0, expectedResalePrice: 395_000 },
      team: { professionalStatus: 'ENTREPRENEUR', skills: ['Commerce'], experience: null },
    },
    files: [file(7, 'plans', 'plan-local.pdf')],
    history: [
      ['state', 'DRAFT', 'IN_PROGRESS', mdb.uid, 9, null],
      ['auditStatus', null, 'IN_PROGRESS', admin.uid, 8, null],
      [
        'state',
        'IN_PROGRESS',
        'MISSING_PARTS',
        admin.uid,
        2,
        'Merci d’ajouter les devis de plomberie et d’électricité.',
      ],
      ['auditStatus', 'IN_PROGRESS', 'MISSING_PARTS', admin.uid, 2, 'Devis manquants.'],
    ],
  },
  {
    id: 'demo-project-villeurbanne',
    ownerUid: starter.uid,
    state: 'DRAFT',
    auditStatus: null,
    step: 0,
    daysAgo: 4,
    steps: {
      property: { name: 'Studio à Villeurbanne', propertyType: 'FLAT', city: 'Villeurbanne', department: '69' },
      operation: {},
      works: [],
      financing: {},
      team: {},
    },
    files: [],
    history: [],
  },
  {
    id: 'demo-project-joliette',
    ownerUid: admin.uid,
    state: 'VALIDATED',
    auditStatus: null,
    step: 5,
    daysAgo: 20,
    steps: {
      property: {
        name: 'Immeuble de la Joliette',
        propertyType: 'BUILDING',
        address: '3 boulevard de Dunkerque',
        postalCode: '13002',
        city: 'Marseille',
        department: '13',
        surface: 380,
        price: 890_000,
      },
      operation: { operationType: 'RENOVATION', projectOwner: 'ME', wishes: [], description: null },
      works: [
        { category: 'FOUNDATION', budget: 45_000 },
        { category: 'ELECTRICAL', budget: 30_000 },
      ],
      financing: { equity: 200_000, loanAmount: 690_000, investorsAmount: 150_000, expectedResalePrice: 1_350_000 },
      team: { professionalStatus: 'ENTREPRENEUR', skills: ['Gestion de patrimoine'], experience: null },
    },
    files: [],
    history: [
      ['state', 'DRAFT', 'IN_PROGRESS', admin.uid, 30, null],
      ['state', 'IN_PROGRESS', 'VALIDATED', admin.uid, 20, null],
    ],
  },
];

const ASSOCIATIONS: {
  id: string;
  projectId: string;
  ownerUid: string;
  title: string;
  description: string;
  investorKind: InvestorKind;
  status: AssociationStatus;
  members: string[];
  daysAgo: number;
}[] = [
  {
    id: 'demo-association-croix-rousse',
    projectId: 'demo-project-croix-rousse',
    ownerUid: mdb.uid,
    title: 'Co-investissement Croix-Rousse',
    description: 'Recherche un associé actif pour suivre le chantier et la commercialisation des lots.',
    investorKind: 'ACTIVE_INVESTOR',
    status: 'IN_PROGRESS',
    members: [admin.uid],
    daysAgo: 5,
  },
  {
    id: 'demo-association-joliette',
    projectId: 'demo-project-joliette',
    ownerUid: admin.uid,
    title: 'Tickets investisseurs Joliette',
    description: 'Tickets de 10 000 € pour des investisseurs passifs, rendement cible 12 %.',
    investorKind: 'PASSIVE_INVESTOR',
    status: 'IN_PROGRESS',
    members: [],
    daysAgo: 12,
  },
  {
    id: 'demo-association-nantes',
    projectId: 'demo-project-nantes',
    ownerUid: mdb.uid,
    title: 'Associé pour la division à Nantes',
    description: 'Offre pourvue.',
    investorKind: 'PASSIVE_INVESTOR',
    status: 'CLOSED',
    members: [admin.uid],
    daysAgo: 2,
  },
];

/** The incubator's demo: mdb@ owns a project in each state, starter@ a draft, admin@ an offer; once. */
export async function seedDemoIncubator(db: Transaction<DB>, now: Date): Promise<boolean> {
  const existing = await db.selectFrom('mdb_projects').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  for (const project of PROJECTS) {
    const { property, works } = project.steps;
    const name = property.name ?? '';
    await db
      .insertInto('mdb_projects')
      .values({
        id: project.id,
        owner_uid: project.ownerUid,
        name,
        state: project.state,
        audit_status: project.auditStatus,
        property_type: property.propertyType ?? null,
        operation_type: project.steps.operation.operationType ?? null,
        department: property.department ?? null,
        region: property.department ? regionOfDepartment(property.department) : null,
        city: property.city ?? null,
        search_text: projectSearchText(`${name} ${property.city ?? ''}`),
        works_total_cents: worksTotalCents(works),
        step: project.step,
        data: JSON.stringify(project.steps),
        created_at: at(project.daysAgo + 45),
        updated_at: at(project.daysAgo),
        submitted_at: project.state === 'DRAFT' ? null : at(project.daysAgo + 1),
      })
      .execute();
    for (const [index, demoFile] of project.files.entries()) {
      await db
        .insertInto('mdb_project_files')
        .values({
          id: demoFile.id,
          project_id: project.id,
          category: demoFile.category,
          name: demoFile.name,
          content_type: demoFile.name.endsWith('.png') ? 'image/png' : 'application/pdf',
          size: (await demoFileContent(demoFile)).length,
          created_at: at(project.daysAgo + 10 - index),
        })
        .execute();
    }
    for (const [index, [field, from, to, by, days, note]] of project.history.entries()) {
      await db
        .insertInto('mdb_project_changes')
        .values({
          id: `${project.id}-change-${index}`,
          project_id: project.id,
          actor_uid: by,
          field,
          from_value: from,
          to_value: to,
          note,
          created_at: at(days),
        })
        .execute();
    }
    for (const [index, review] of (project.reviews ?? []).entries()) {
      const [profitability, feasibility, financing, team] = review.scores;
      await db
        .insertInto('mdb_project_reviews')
        .values({
          id: `${project.id}-review-${index}`,
          project_id: project.id,
          reviewer_uid: review.by,
          comment: review.comment,
          scores: JSON.stringify({ profitability, feasibility, financing, team }),
          created_at: at(review.daysAgo),
        })
        .execute();
    }
  }
  for (const association of ASSOCIATIONS) {
    await db
      .insertInto('mdb_associations')
      .values({
        id: association.id,
        project_id: association.projectId,
        owner_uid: association.ownerUid,
        title: association.title,
        description: association.description,
        investor_kind: association.investorKind,
        status: association.status,
        created_at: at(association.daysAgo),
        updated_at: at(association.daysAgo),
      })
      .execute();
    for (const uid of association.members) {
      await db
        .insertInto('mdb_association_members')
        .values({ association_id: association.id, uid, joined_at: at(association.daysAgo - 1) })
        .execute();
    }
  }
  return true;
}

// A 2x2 PNG (blue, white), enough for a photo thumbnail of the demo.
const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEklEQVR4nGOQ9bvx//9/BggFADTqCIG7BfTBAAAAAElFTkSuQmCC',
  'base64',
);
const pdfContents = new Map<string, Promise<Buffer>>();

/** The bytes of a demo file: a one-page PDF naming it, or a small PNG. */
function demoFileContent(demoFile: DemoFile): Promise<Buffer> {
  if (demoFile.name.endsWith('.png')) return Promise.resolve(DEMO_PNG);
  let content = pdfContents.get(demoFile.id);
  if (!content) {
    content = (async () => {
      const pdf = await PDFDocument.create();
      const font = await pdf.embedFont(StandardFonts.Helvetica);
      pdf.addPage([595, 842]).drawText(`Campus - document de demonstration : ${demoFile.name}`, {
        x: 50,
        y: 780,
        size: 12,
        font,
      });
      // Fixed dates: the same bytes on every run, so the size stored by the seed stays true.
      pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
      pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
      return Buffer.from(await pdf.save());
    })();
    pdfContents.set(demoFile.id, content);
  }
  return content;
}

/** Writes the demo projects' files under DATA_DIR/uploads/projects (the seed's rows name them) where missing. */
export async function writeDemoProjectFiles(db: Kysely<DB>, dataDir: string): Promise<void> {
  const { directory } = new ProjectFileStore(dataDir);
  const files = PROJECTS.flatMap((project) => project.files);
  const seeded = await db
    .selectFrom('mdb_project_files')
    .select('id')
    .where(
      'id',
      'in',
      files.map((demoFile) => demoFile.id),
    )
    .execute();
  const seededIds = new Set(seeded.map((row) => row.id));
  for (const demoFile of files) {
    const path = join(directory, demoFile.id);
    if (seededIds.has(demoFile.id) && !existsSync(path)) await writeFile(path, await demoFileContent(demoFile));
  }
}
