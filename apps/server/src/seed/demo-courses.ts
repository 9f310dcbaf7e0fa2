import type { ClassroomLevel, ContentType, SkillLevel } from '@campus/domain/learning';
import type { ChannelSlug } from '@campus/domain/shared';

/** A lesson of the demo catalogue; media files are the bundled `demo-…` files (apps/server/assets/learning). */
export interface DemoLesson {
  title: string;
  type: ContentType;
  body?: string;
  file?: string;
  url?: string;
  durationSeconds?: number;
}

export interface DemoCourse {
  id: string;
  channel: ChannelSlug;
  title: string;
  description: string;
  skill: SkillLevel;
  level: ClassroomLevel;
  modules: { title: string; lessons: DemoLesson[] }[];
}

// The bundled media really play: their durations are the files' own.
const video = (title: string): DemoLesson => ({ title, type: 'video', file: 'demo-video.mp4', durationSeconds: 8 });
const audio = (title: string): DemoLesson => ({ title, type: 'audio', file: 'demo-audio.mp3', durationSeconds: 8 });
const pdf = (title: string): DemoLesson => ({ title, type: 'pdf', file: 'demo-fiche-pratique.pdf' });
const sheet = (title: string): DemoLesson => ({ title, type: 'excel', file: 'demo-tableau-budget.csv' });
const image = (title: string): DemoLesson => ({ title, type: 'image', file: 'demo-schema-operation.png' });
const text = (title: string, ...paragraphs: string[]): DemoLesson => ({
  title,
  type: 'support',
  body: paragraphs.join('\n\n'),
});
const link = (title: string, url: string): DemoLesson => ({ title, type: 'link', url });

/** Real French course outlines for every channel, three classroom levels each. */
export const DEMO_COURSES: DemoCourse[] = [
  {
    id: 'demo-course-immo-1',
    channel: 'immobilier',
    title: "Les fondamentaux de l'investissement immobilier",
    description: 'Comprendre les stratégies, lire un marché et analyser une première opération sans vous tromper.',
    skill: 'BEGINNER',
    level: 'level_1',
    modules: [
      {
        title: 'Bien démarrer',
        lessons: [
          video('Bienvenue dans la formation'),
          text(
            "Les trois stratégies d'investissement",
            'Le locatif construit un patrimoine sur la durée : le loyer rembourse le crédit et dégage, bien choisi, un revenu complémentaire.',
            "L'achat-revente (marchand de biens) crée une marge rapide en ajoutant de la valeur : travaux, division, changement d'usage.",
            "La résidence principale reste le premier investissement des Français : elle se prépare avec la même rigueur qu'un achat locatif.",
          ),
        ],
      },
      {
        title: 'Analyser un bien',
        lessons: [
          pdf('Fiche pratique : analyser une opération'),
          sheet("Tableau de budget d'une opération"),
          image("Schéma : le cycle d'une opération"),
        ],
      },
    ],
  },
  {
    id: 'demo-course-immo-2',
    channel: 'immobilier',
    title: 'Financer son projet immobilier',
    description: 'Préparer un dossier bancaire solide, négocier son prêt et optimiser sa capacité d’emprunt.',
    skill: 'ADVANCED',
    level: 'level_2',
    modules: [
      {
        title: 'Le crédit immobilier',
        lessons: [
          video('Comment une banque lit votre dossier'),
          text(
            "Le taux d'endettement à 35 %",
            "Depuis 2022, le Haut Conseil de stabilité financière limite le taux d'endettement à 35 % des revenus, assurance comprise, et la durée des prêts à 25 ans.",
            'Les loyers futurs sont retenus à 70 % par la plupart des banques : un investissement locatif bien calibré améliore donc peu votre taux, mais il ne doit pas le dégrader.',
          ),
          audio('Podcast : négocier avec son banquier'),
        ],
      },
      {
        title: 'Optimiser son dossier',
        lessons: [
          link("Calculer sa capacité d'emprunt (ANIL)", 'https://www.anil.org/outils/outils-de-calcul/'),
          pdf('Check-list des pièces du dossier de prêt'),
          sheet('Simulation de plan de financement'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-immo-3',
    channel: 'immobilier',
    title: "Marchand de biens : de l'achat à la revente",
    description: "Structurer une opération d'achat-revente : fiscalité, travaux, division et commercialisation.",
    skill: 'EXPERT',
    level: 'level_3',
    modules: [
      {
        title: "Monter l'opération",
        lessons: [
          video("Les étapes d'une opération de marchand de biens"),
          text(
            'La fiscalité du marchand de biens',
            "Le marchand de biens achète pour revendre : ses bénéfices relèvent des bénéfices industriels et commerciaux, et la TVA sur marge s'applique le plus souvent à la revente.",
            "Les droits de mutation sont réduits à 0,715 % s'il s'engage à revendre dans les cinq ans : un délai à intégrer à votre calendrier.",
          ),
        ],
      },
      {
        title: 'Revendre',
        lessons: [
          image('Schéma : division et revente par lots'),
          audio('Retour d’expérience : une division à Lyon'),
          sheet('Bilan prévisionnel d’une division'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-business-1',
    channel: 'entrepreneuriat',
    title: 'Créer son entreprise : les premiers pas',
    description: 'De l’idée au statut juridique : valider son projet et choisir la bonne structure.',
    skill: 'BEGINNER',
    level: 'level_1',
    modules: [
      {
        title: 'Valider son idée',
        lessons: [
          video('Votre idée répond-elle à un vrai besoin ?'),
          text(
            'Interroger ses futurs clients',
            'Avant de créer, rencontrez au moins vingt clients potentiels. Demandez-leur comment ils résolvent le problème aujourd’hui, et combien cela leur coûte.',
            'Une idée validée, ce sont des personnes prêtes à payer, pas des compliments.',
          ),
        ],
      },
      {
        title: 'Choisir son statut',
        lessons: [
          pdf('Comparatif : micro-entreprise, EURL, SASU'),
          link('Le guide de création sur le portail officiel', 'https://entreprendre.service-public.fr/'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-business-2',
    channel: 'entrepreneuriat',
    title: 'Trouver ses premiers clients',
    description: 'Une méthode simple pour prospecter, présenter son offre et signer ses premiers contrats.',
    skill: 'ADVANCED',
    level: 'level_2',
    modules: [
      {
        title: 'Prospecter',
        lessons: [
          audio('Podcast : la prospection sans stress'),
          text(
            'Construire sa liste de prospects',
            'Partez de vos dix meilleurs contacts, puis de leurs recommandations : le bouche-à-oreille reste le premier canal des jeunes entreprises.',
          ),
          sheet('Tableau de suivi de prospection'),
        ],
      },
      { title: 'Convaincre', lessons: [video('Présenter son offre en deux minutes')] },
    ],
  },
  {
    id: 'demo-course-business-3',
    channel: 'entrepreneuriat',
    title: 'Piloter sa croissance',
    description: 'Tableaux de bord, trésorerie et premiers recrutements : garder le cap quand l’activité décolle.',
    skill: 'EXPERT',
    level: 'level_3',
    modules: [
      {
        title: 'Les bons indicateurs',
        lessons: [
          video('Les cinq chiffres à suivre chaque mois'),
          sheet('Modèle de plan de trésorerie sur 12 mois'),
          text(
            'Recruter son premier salarié',
            'Un premier recrutement se prépare trois mois à l’avance : fiche de poste, coût complet employeur et aides à l’embauche disponibles.',
          ),
        ],
      },
    ],
  },
  {
    id: 'demo-course-finance-1',
    channel: 'finance',
    title: 'Les bases de la gestion de son budget',
    description: 'Faire le point sur ses dépenses, constituer une épargne de précaution et s’y tenir.',
    skill: 'BEGINNER',
    level: 'level_1',
    modules: [
      {
        title: 'Faire le point',
        lessons: [
          video('La règle des 50/30/20'),
          sheet('Modèle de budget mensuel'),
          text(
            "L'épargne de précaution",
            'Gardez l’équivalent de trois à six mois de dépenses sur un livret disponible à tout moment, avant tout autre placement.',
          ),
        ],
      },
    ],
  },
  {
    id: 'demo-course-finance-2',
    channel: 'finance',
    title: 'Investir en bourse avec méthode',
    description: 'PEA, assurance-vie, ETF : construire un portefeuille diversifié et investir régulièrement.',
    skill: 'ADVANCED',
    level: 'level_2',
    modules: [
      {
        title: 'Les enveloppes',
        lessons: [
          pdf('PEA ou assurance-vie : le comparatif'),
          audio('Podcast : investir chaque mois, sans se poser de questions'),
        ],
      },
      {
        title: 'Construire son portefeuille',
        lessons: [
          video('Diversifier avec les ETF'),
          link('Comparer les frais avec l’AMF', 'https://www.amf-france.org/fr/espace-epargnants'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-finance-3',
    channel: 'finance',
    title: 'Préparer sa retraite',
    description: 'Estimer ses droits, choisir entre PER et assurance-vie et planifier ses revenus futurs.',
    skill: 'EXPERT',
    level: 'level_3',
    modules: [
      {
        title: 'Anticiper',
        lessons: [
          link('Estimer ses droits sur Info Retraite', 'https://www.info-retraite.fr/'),
          text(
            'Le plan d’épargne retraite (PER)',
            'Les versements sur un PER sont déductibles du revenu imposable, dans la limite d’un plafond : plus votre taux marginal d’imposition est élevé, plus l’avantage est net.',
          ),
          video('Trois scénarios de retraite chiffrés'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-base-1',
    channel: 'base',
    title: 'Bien démarrer sur Campus',
    description: 'Prendre en main la plateforme, organiser son apprentissage et rejoindre la communauté.',
    skill: 'BEGINNER',
    level: 'level_1',
    modules: [
      {
        title: 'Prendre en main',
        lessons: [
          video('Visite guidée de votre espace'),
          text(
            'Organiser ses semaines de formation',
            'Réservez deux créneaux de trente minutes par semaine dans votre agenda : la régularité compte plus que la durée.',
            'Terminez chaque leçon par une action concrète, même petite, à faire dans les sept jours.',
          ),
          image('Schéma : votre parcours de formation'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-base-2',
    channel: 'base',
    title: 'Organisation et productivité',
    description: 'Des méthodes éprouvées pour avancer sur ses projets sans s’épuiser.',
    skill: 'ADVANCED',
    level: 'level_2',
    modules: [
      {
        title: 'Méthodes',
        lessons: [
          audio('Podcast : la méthode des trois priorités'),
          pdf('Fiche : planifier sa semaine'),
          text(
            'Dire non sans culpabiliser',
            'Chaque oui engage votre temps : avant d’accepter, demandez-vous ce que vous cesserez de faire pour l’honorer.',
          ),
        ],
      },
    ],
  },
  {
    id: 'demo-course-base-3',
    channel: 'base',
    title: 'Prendre la parole en public',
    description: 'Structurer son discours, gérer le trac et convaincre son auditoire.',
    skill: 'EXPERT',
    level: 'level_3',
    modules: [
      {
        title: 'Convaincre',
        lessons: [
          video('Les trois temps d’un discours'),
          text(
            'Gérer le trac',
            'Le trac se prépare : répétez à voix haute, arrivez tôt pour prendre possession des lieux, et respirez lentement avant de commencer.',
          ),
        ],
      },
    ],
  },
  {
    id: 'demo-course-sport-1',
    channel: 'sport',
    title: 'Reprendre le sport en douceur',
    description: 'Un programme progressif de quatre semaines pour reprendre une activité sans vous blesser.',
    skill: 'BEGINNER',
    level: 'level_1',
    modules: [
      {
        title: 'Semaine 1 et 2',
        lessons: [
          video('Échauffement complet en 8 minutes'),
          text(
            'Écouter son corps',
            'Une courbature légère est normale les premiers jours ; une douleur vive ou articulaire impose l’arrêt et un avis médical.',
            'Visez trois séances de trente minutes par semaine, avec un jour de repos entre deux séances.',
          ),
        ],
      },
      {
        title: 'Semaine 3 et 4',
        lessons: [audio('Séance guidée : marche active de 30 minutes'), pdf('Programme imprimable sur 4 semaines')],
      },
    ],
  },
  {
    id: 'demo-course-sport-2',
    channel: 'sport',
    title: 'La nutrition du sportif',
    description: 'Bien manger avant, pendant et après l’effort pour progresser et récupérer.',
    skill: 'ADVANCED',
    level: 'level_2',
    modules: [
      {
        title: 'Les bases',
        lessons: [
          video('Glucides, protéines, lipides : les bons équilibres'),
          text(
            'S’hydrater',
            'Buvez régulièrement par petites gorgées : environ 500 ml par heure d’effort, davantage quand il fait chaud.',
          ),
          sheet('Plan de repas type sur une semaine'),
        ],
      },
    ],
  },
  {
    id: 'demo-course-sport-3',
    channel: 'sport',
    title: 'Préparer un semi-marathon',
    description: 'Douze semaines de préparation, de la sortie longue au jour de la course.',
    skill: 'EXPERT',
    level: 'level_3',
    modules: [
      {
        title: 'La préparation',
        lessons: [
          video('Construire ses douze semaines'),
          audio('Séance guidée : fractionné 30/30'),
          text(
            'La veille et le jour J',
            'La veille, un repas riche en glucides et une nuit complète ; le jour J, partez sur votre allure cible sans vous laisser emporter par le départ.',
          ),
        ],
      },
    ],
  },
];
