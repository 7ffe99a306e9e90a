/**
 * Seed header navigation for the fake content service (first-level-nav-content.json per locale,
 * spec sections 2 and 3) plus the editable header template fragment per locale.
 * One structure is built per language; a few regional sites add a region-specific link.
 */
import type { NavContent, NavLink, NavMenu } from '../../api/content/nav-content.schema';
import {
  BASE_SITE_BY_LOCALE,
  LOCALES,
  type Language,
  type Locale,
} from '../../core/locale/locales';

const LANGUAGE_BY_LOCALE: Record<Locale, Language> = {
  'en-us': 'en',
  'en-ca': 'en',
  'fr-ca': 'fr',
  'en-gb': 'en',
  'en-au': 'en',
  'en-nz': 'en',
  'ja-jp': 'en',
  'zh-sg': 'en',
  'nl-nl': 'nl',
  'es-es': 'es',
};

type MenuId = 'assessments' | 'learning' | 'support';
type ColumnId =
  | 'categories'
  | 'digital'
  | 'otherTypes'
  | 'topics'
  | 'training'
  | 'research'
  | 'webinars'
  | 'ordering'
  | 'account'
  | 'manageOrders'
  | 'contact';
type LinkId =
  | 'behavior'
  | 'cognition'
  | 'speechLanguage'
  | 'achievement'
  | 'autism'
  | 'allProducts'
  | 'digitalOverview'
  | 'qglobal'
  | 'qinteractive'
  | 'aimsweb'
  | 'telepractice'
  | 'earlyChildhood'
  | 'screening'
  | 'spanish'
  | 'occupational'
  | 'dyslexia'
  | 'autismTopic'
  | 'adhd'
  | 'mentalHealth'
  | 'teleassessment'
  | 'calendar'
  | 'onDemand'
  | 'qualificationTraining'
  | 'certification'
  | 'researchLibrary'
  | 'validity'
  | 'norms'
  | 'upcomingWebinars'
  | 'webinarArchive'
  | 'blog'
  | 'podcasts'
  | 'howToOrder'
  | 'quickOrder'
  | 'requestQuote'
  | 'shipping'
  | 'returns'
  | 'createAccount'
  | 'qualificationLevels'
  | 'taxExemption'
  | 'paymentMethods'
  | 'orderStatus'
  | 'orderHistory'
  | 'invoices'
  | 'savedCarts'
  | 'customerSupport'
  | 'technicalSupport'
  | 'internationalOffices';

interface NavLabels {
  menus: Record<MenuId, string>;
  columns: Record<ColumnId, string>;
  links: Record<LinkId, string>;
}

/** The fixed shape shared by every locale: menu → columns → link ids. */
const STRUCTURE: readonly {
  id: MenuId;
  path: string;
  columns: readonly { id: ColumnId; path?: string; links: readonly LinkId[] }[];
}[] = [
  {
    id: 'assessments',
    path: '/professional-assessments.html',
    columns: [
      {
        id: 'categories',
        path: '/professional-assessments/products/a-z.html',
        links: ['behavior', 'cognition', 'speechLanguage', 'achievement', 'autism', 'allProducts'],
      },
      {
        id: 'digital',
        path: '/professional-assessments/digital-solutions.html',
        links: ['digitalOverview', 'qglobal', 'qinteractive', 'aimsweb', 'telepractice'],
      },
      { id: 'otherTypes', links: ['earlyChildhood', 'screening', 'spanish', 'occupational'] },
    ],
  },
  {
    id: 'learning',
    path: '/professional-assessments/learning-training.html',
    columns: [
      {
        id: 'topics',
        links: ['dyslexia', 'autismTopic', 'adhd', 'mentalHealth', 'teleassessment'],
      },
      {
        id: 'training',
        path: '/professional-assessments/training.html',
        links: ['calendar', 'onDemand', 'qualificationTraining', 'certification'],
      },
      { id: 'research', links: ['researchLibrary', 'validity', 'norms'] },
      { id: 'webinars', links: ['upcomingWebinars', 'webinarArchive', 'blog', 'podcasts'] },
    ],
  },
  {
    id: 'support',
    path: '/professional-assessments/ordering-support.html',
    columns: [
      {
        id: 'ordering',
        links: ['howToOrder', 'quickOrder', 'requestQuote', 'shipping', 'returns'],
      },
      {
        id: 'account',
        links: ['createAccount', 'qualificationLevels', 'taxExemption', 'paymentMethods'],
      },
      { id: 'manageOrders', links: ['orderStatus', 'orderHistory', 'invoices', 'savedCarts'] },
      {
        id: 'contact',
        path: '/professional-assessments/support/contact-us.html',
        links: ['customerSupport', 'technicalSupport', 'internationalOffices'],
      },
    ],
  },
];

function linkPaths(locale: Locale): Record<LinkId, string> {
  const store = `/store/${BASE_SITE_BY_LOCALE[locale]}/${LANGUAGE_BY_LOCALE[locale]}`;
  const pa = '/professional-assessments';
  return {
    behavior: `${pa}/products/behavior.html`,
    cognition: `${pa}/products/cognition-neuro.html`,
    speechLanguage: `${pa}/products/speech-language.html`,
    achievement: `${pa}/products/academic-achievement.html`,
    autism: `${pa}/products/autism.html`,
    allProducts: `${pa}/products/a-z.html`,
    digitalOverview: `${pa}/digital-solutions.html`,
    qglobal: `${pa}/digital-solutions/q-global.html`,
    qinteractive: `${pa}/digital-solutions/q-interactive.html`,
    aimsweb: `${pa}/digital-solutions/aimswebplus.html`,
    telepractice: `${pa}/digital-solutions/telepractice.html`,
    earlyChildhood: `${pa}/products/early-childhood.html`,
    screening: `${pa}/products/screening.html`,
    spanish: `${pa}/products/spanish-language.html`,
    occupational: `${pa}/products/occupational.html`,
    dyslexia: `${pa}/topics/dyslexia.html`,
    autismTopic: `${pa}/topics/autism.html`,
    adhd: `${pa}/topics/adhd.html`,
    mentalHealth: `${pa}/topics/mental-health.html`,
    teleassessment: `${pa}/topics/tele-assessment.html`,
    calendar: `${pa}/training/calendar.html`,
    onDemand: `${pa}/training/on-demand.html`,
    qualificationTraining: `${pa}/training/qualifications.html`,
    certification: `${pa}/training/certification.html`,
    researchLibrary: `${pa}/research/library.html`,
    validity: `${pa}/research/validity-studies.html`,
    norms: `${pa}/research/normative-updates.html`,
    upcomingWebinars: `${pa}/webinars.html`,
    webinarArchive: `${pa}/webinars/archive.html`,
    blog: `${pa}/blog.html`,
    podcasts: `${pa}/podcasts.html`,
    howToOrder: `${pa}/ordering/how-to-order.html`,
    quickOrder: `${store}/quickOrder`,
    requestQuote: `${pa}/ordering/request-a-quote.html`,
    shipping: `${pa}/ordering/shipping.html`,
    returns: `${pa}/ordering/returns.html`,
    createAccount: `${pa}/account/create-account.html`,
    qualificationLevels: `${pa}/ordering/qualification-levels.html`,
    taxExemption: `${pa}/ordering/tax-exemption.html`,
    paymentMethods: `${pa}/ordering/payment-methods.html`,
    orderStatus: `${store}/order-status`,
    orderHistory: `${store}/my-account/order-history`,
    invoices: '/store/invoices',
    savedCarts: `${store}/my-account/saved-carts`,
    customerSupport: `${pa}/support/contact-us.html`,
    technicalSupport: `${pa}/support/technical-support.html`,
    internationalOffices: `${pa}/support/international-offices.html`,
  };
}

const LABELS: Record<Language, NavLabels> = {
  en: {
    menus: {
      assessments: 'Assessments & Solutions',
      learning: 'Learning & Training',
      support: 'Ordering & Support',
    },
    columns: {
      categories: 'Product categories A-Z',
      digital: 'Digital solutions',
      otherTypes: 'Other assessment types',
      topics: 'Featured topics',
      training: 'Training',
      research: 'Research',
      webinars: 'Webinars and blogs',
      ordering: 'Ordering',
      account: 'Account information',
      manageOrders: 'Manage orders',
      contact: 'Contact us',
    },
    links: {
      behavior: 'Behavior',
      cognition: 'Cognition & neuro',
      speechLanguage: 'Speech & language',
      achievement: 'Academic achievement',
      autism: 'Autism',
      allProducts: 'All products A-Z',
      digitalOverview: 'Digital solutions overview',
      qglobal: 'Q-global web-based scoring',
      qinteractive: 'Q-interactive tablet administration',
      aimsweb: 'aimswebPlus',
      telepractice: 'Telepractice',
      earlyChildhood: 'Early childhood',
      screening: 'Screening tools',
      spanish: 'Spanish-language assessments',
      occupational: 'Occupational assessments',
      dyslexia: 'Dyslexia',
      autismTopic: 'Autism',
      adhd: 'ADHD',
      mentalHealth: 'Mental health',
      teleassessment: 'Tele-assessment',
      calendar: 'Training calendar',
      onDemand: 'On-demand courses',
      qualificationTraining: 'Qualification training',
      certification: 'Certification programs',
      researchLibrary: 'Research library',
      validity: 'Validity studies',
      norms: 'Normative data updates',
      upcomingWebinars: 'Upcoming webinars',
      webinarArchive: 'Webinar archive',
      blog: 'Blog',
      podcasts: 'Podcasts',
      howToOrder: 'How to order',
      quickOrder: 'Quick order',
      requestQuote: 'Request a quote',
      shipping: 'Shipping and delivery',
      returns: 'Returns',
      createAccount: 'Create an account',
      qualificationLevels: 'Qualification levels',
      taxExemption: 'Tax exemption',
      paymentMethods: 'Payment methods',
      orderStatus: 'Order status',
      orderHistory: 'Order history',
      invoices: 'Invoices',
      savedCarts: 'Saved carts',
      customerSupport: 'Customer support',
      technicalSupport: 'Technical support',
      internationalOffices: 'International offices',
    },
  },
  fr: {
    menus: {
      assessments: 'Évaluations et solutions',
      learning: 'Apprentissage et formation',
      support: 'Commandes et assistance',
    },
    columns: {
      categories: 'Catégories de produits de A à Z',
      digital: 'Solutions numériques',
      otherTypes: "Autres types d'évaluation",
      topics: 'Sujets à la une',
      training: 'Formation',
      research: 'Recherche',
      webinars: 'Webinaires et blogues',
      ordering: 'Commandes',
      account: 'Informations sur le compte',
      manageOrders: 'Gérer les commandes',
      contact: 'Nous joindre',
    },
    links: {
      behavior: 'Comportement',
      cognition: 'Cognition et neuropsychologie',
      speechLanguage: 'Parole et langage',
      achievement: 'Rendement scolaire',
      autism: 'Autisme',
      allProducts: 'Tous les produits de A à Z',
      digitalOverview: 'Aperçu des solutions numériques',
      qglobal: 'Correction en ligne Q-global',
      qinteractive: 'Administration sur tablette Q-interactive',
      aimsweb: 'aimswebPlus',
      telepractice: 'Télépratique',
      earlyChildhood: 'Petite enfance',
      screening: 'Outils de dépistage',
      spanish: 'Évaluations en espagnol',
      occupational: 'Évaluations professionnelles',
      dyslexia: 'Dyslexie',
      autismTopic: 'Autisme',
      adhd: 'TDAH',
      mentalHealth: 'Santé mentale',
      teleassessment: 'Téléévaluation',
      calendar: 'Calendrier des formations',
      onDemand: 'Cours sur demande',
      qualificationTraining: 'Formation sur les qualifications',
      certification: 'Programmes de certification',
      researchLibrary: 'Bibliothèque de recherche',
      validity: 'Études de validité',
      norms: 'Mises à jour des données normatives',
      upcomingWebinars: 'Webinaires à venir',
      webinarArchive: 'Archives des webinaires',
      blog: 'Blogue',
      podcasts: 'Balados',
      howToOrder: 'Comment commander',
      quickOrder: 'Commande rapide',
      requestQuote: 'Demander une soumission',
      shipping: 'Expédition et livraison',
      returns: 'Retours',
      createAccount: 'Créer un compte',
      qualificationLevels: 'Niveaux de qualification',
      taxExemption: 'Exonération de taxes',
      paymentMethods: 'Modes de paiement',
      orderStatus: 'État de la commande',
      orderHistory: 'Historique des commandes',
      invoices: 'Factures',
      savedCarts: 'Paniers enregistrés',
      customerSupport: 'Service à la clientèle',
      technicalSupport: 'Soutien technique',
      internationalOffices: 'Bureaux internationaux',
    },
  },
  nl: {
    menus: {
      assessments: 'Assessments en oplossingen',
      learning: 'Leren en training',
      support: 'Bestellen en ondersteuning',
    },
    columns: {
      categories: 'Productcategorieën A-Z',
      digital: 'Digitale oplossingen',
      otherTypes: 'Andere soorten assessments',
      topics: 'Uitgelichte onderwerpen',
      training: 'Training',
      research: 'Onderzoek',
      webinars: 'Webinars en blogs',
      ordering: 'Bestellen',
      account: 'Accountgegevens',
      manageOrders: 'Bestellingen beheren',
      contact: 'Contact',
    },
    links: {
      behavior: 'Gedrag',
      cognition: 'Cognitie en neuropsychologie',
      speechLanguage: 'Spraak en taal',
      achievement: 'Schoolprestaties',
      autism: 'Autisme',
      allProducts: 'Alle producten A-Z',
      digitalOverview: 'Overzicht digitale oplossingen',
      qglobal: 'Q-global online scoren',
      qinteractive: 'Q-interactive afname op tablet',
      aimsweb: 'aimswebPlus',
      telepractice: 'Zorg op afstand',
      earlyChildhood: 'Jonge kinderen',
      screening: 'Screeningsinstrumenten',
      spanish: 'Spaanstalige assessments',
      occupational: 'Beroepsgerichte assessments',
      dyslexia: 'Dyslexie',
      autismTopic: 'Autisme',
      adhd: 'ADHD',
      mentalHealth: 'Geestelijke gezondheid',
      teleassessment: 'Testen op afstand',
      calendar: 'Trainingskalender',
      onDemand: 'Cursussen op aanvraag',
      qualificationTraining: 'Kwalificatietraining',
      certification: 'Certificeringsprogramma’s',
      researchLibrary: 'Onderzoeksbibliotheek',
      validity: 'Validiteitsonderzoek',
      norms: 'Updates van normgegevens',
      upcomingWebinars: 'Komende webinars',
      webinarArchive: 'Webinararchief',
      blog: 'Blog',
      podcasts: 'Podcasts',
      howToOrder: 'Zo bestelt u',
      quickOrder: 'Snel bestellen',
      requestQuote: 'Offerte aanvragen',
      shipping: 'Verzending en levering',
      returns: 'Retourneren',
      createAccount: 'Account aanmaken',
      qualificationLevels: 'Kwalificatieniveaus',
      taxExemption: 'Btw-vrijstelling',
      paymentMethods: 'Betaalmethoden',
      orderStatus: 'Bestelstatus',
      orderHistory: 'Bestelgeschiedenis',
      invoices: 'Facturen',
      savedCarts: 'Opgeslagen winkelwagens',
      customerSupport: 'Klantenservice',
      technicalSupport: 'Technische ondersteuning',
      internationalOffices: 'Internationale kantoren',
    },
  },
  es: {
    menus: {
      assessments: 'Evaluaciones y soluciones',
      learning: 'Aprendizaje y formación',
      support: 'Pedidos y asistencia',
    },
    columns: {
      categories: 'Categorías de productos de la A a la Z',
      digital: 'Soluciones digitales',
      otherTypes: 'Otros tipos de evaluación',
      topics: 'Temas destacados',
      training: 'Formación',
      research: 'Investigación',
      webinars: 'Seminarios web y blogs',
      ordering: 'Pedidos',
      account: 'Información de la cuenta',
      manageOrders: 'Gestionar pedidos',
      contact: 'Contacto',
    },
    links: {
      behavior: 'Conducta',
      cognition: 'Cognición y neuropsicología',
      speechLanguage: 'Habla y lenguaje',
      achievement: 'Rendimiento académico',
      autism: 'Autismo',
      allProducts: 'Todos los productos de la A a la Z',
      digitalOverview: 'Resumen de soluciones digitales',
      qglobal: 'Corrección en línea Q-global',
      qinteractive: 'Aplicación en tableta Q-interactive',
      aimsweb: 'aimswebPlus',
      telepractice: 'Teleasistencia',
      earlyChildhood: 'Primera infancia',
      screening: 'Herramientas de cribado',
      spanish: 'Evaluaciones en español',
      occupational: 'Evaluaciones laborales',
      dyslexia: 'Dislexia',
      autismTopic: 'Autismo',
      adhd: 'TDAH',
      mentalHealth: 'Salud mental',
      teleassessment: 'Evaluación a distancia',
      calendar: 'Calendario de formación',
      onDemand: 'Cursos a la carta',
      qualificationTraining: 'Formación para la cualificación',
      certification: 'Programas de certificación',
      researchLibrary: 'Biblioteca de investigación',
      validity: 'Estudios de validez',
      norms: 'Actualizaciones de baremos',
      upcomingWebinars: 'Próximos seminarios web',
      webinarArchive: 'Archivo de seminarios web',
      blog: 'Blog',
      podcasts: 'Pódcasts',
      howToOrder: 'Cómo hacer un pedido',
      quickOrder: 'Pedido rápido',
      requestQuote: 'Solicitar un presupuesto',
      shipping: 'Envío y entrega',
      returns: 'Devoluciones',
      createAccount: 'Crear una cuenta',
      qualificationLevels: 'Niveles de cualificación',
      taxExemption: 'Exención de impuestos',
      paymentMethods: 'Formas de pago',
      orderStatus: 'Estado del pedido',
      orderHistory: 'Historial de pedidos',
      invoices: 'Facturas',
      savedCarts: 'Carritos guardados',
      customerSupport: 'Atención al cliente',
      technicalSupport: 'Soporte técnico',
      internationalOffices: 'Oficinas internacionales',
    },
  },
};

/** Region-specific links appended to a column (keeps every column within 3-6 links). */
const REGIONAL_LINKS: Partial<Record<Locale, Partial<Record<ColumnId, NavLink[]>>>> = {
  'en-ca': {
    ordering: [
      {
        title: 'Canadian pricing and duties',
        linkPath: '/professional-assessments/ordering/canadian-pricing.html',
      },
    ],
  },
  'fr-ca': {
    ordering: [
      {
        title: 'Prix canadiens et droits de douane',
        linkPath: '/professional-assessments/ordering/canadian-pricing.html',
      },
    ],
  },
  'en-gb': {
    ordering: [
      {
        title: 'NHS and public sector purchasing',
        linkPath: '/professional-assessments/ordering/public-sector.html',
      },
    ],
  },
  'en-au': {
    account: [
      {
        title: 'Australian qualification requirements',
        linkPath: '/professional-assessments/ordering/qualification-requirements-au.html',
      },
    ],
  },
  'en-nz': {
    contact: [
      {
        title: 'New Zealand office',
        linkPath: '/professional-assessments/support/new-zealand-office.html',
      },
    ],
  },
  'ja-jp': {
    contact: [
      {
        title: 'Asia distributors',
        linkPath: '/professional-assessments/support/asia-distributors.html',
      },
    ],
  },
  'zh-sg': {
    contact: [
      {
        title: 'Asia distributors',
        linkPath: '/professional-assessments/support/asia-distributors.html',
      },
    ],
  },
};

function buildNav(locale: Locale): NavContent {
  const labels = LABELS[LANGUAGE_BY_LOCALE[locale]];
  const paths = linkPaths(locale);
  const regional = REGIONAL_LINKS[locale] ?? {};
  const menus: NavMenu[] = STRUCTURE.map((menu) => ({
    id: menu.id,
    title: labels.menus[menu.id],
    linkPath: menu.path,
    columns: menu.columns.map((column) => ({
      title: labels.columns[column.id],
      ...(column.path === undefined ? {} : { linkPath: column.path }),
      links: [
        ...column.links.map((id) => ({ title: labels.links[id], linkPath: paths[id] })),
        ...(regional[column.id] ?? []),
      ],
    })),
  }));
  return { menus };
}

export const SEED_NAV_CONTENT: Record<Locale, NavContent> = Object.fromEntries(
  LOCALES.map((locale) => [locale, buildNav(locale)]),
) as Record<Locale, NavContent>;

function promoStrip(text: string, linkText: string): string {
  return `<p class="promo">${text} <a href="/professional-assessments/offers.html">${linkText}</a></p>`;
}

/** Editable header template fragment per locale (used when the editable header/footer flag is on). */
export const SEED_NAV_HTML: Record<Locale, string> = {
  // DELIBERATE hostile markup (img onerror + script): a sanitiser test. The widget must strip it
  // before rendering; window.__xss must stay undefined.
  'en-us':
    promoStrip('Free shipping on orders over $300.', 'See offers') +
    '<img alt="" src="data:image/png;base64,AAAA" onerror="window.__xss=1"><script>window.__xss=1</script>',
  'en-ca': promoStrip('Free shipping on orders over $400 CAD.', 'See offers'),
  'fr-ca': promoStrip(
    'Livraison gratuite pour les commandes de plus de 400 $ CA.',
    'Voir les offres',
  ),
  'en-gb': promoStrip('Free UK delivery on orders over £250.', 'See offers'),
  'en-au': promoStrip('Free shipping on orders over A$450.', 'See offers'),
  'en-nz': promoStrip('Free shipping on orders over NZ$500.', 'See offers'),
  'ja-jp': promoStrip('Free shipping on orders over US$300.', 'See offers'),
  'zh-sg': promoStrip('Free shipping on orders over S$400.', 'See offers'),
  'nl-nl': promoStrip('Gratis verzending bij bestellingen vanaf € 275.', 'Bekijk aanbiedingen'),
  'es-es': promoStrip('Envío gratuito en pedidos superiores a 275 €.', 'Ver ofertas'),
};
