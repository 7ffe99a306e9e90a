/**
 * Seed footer for the fake content service (footer-content.json per locale, spec sections 2 and 3)
 * and its markup fragment. "Meridian Assessments" is an invented company name.
 */
import type {
  FooterColumn,
  FooterContent,
  SocialLink,
} from '../../api/content/footer-content.schema';
import { LOCALES, type Language, type Locale } from '../../core/locale/locales';

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

const PA = '/professional-assessments';

interface FooterLabels {
  about: string;
  aboutUs: string;
  careers: string;
  newsroom: string;
  accessibility: string;
  products: string;
  clinical: string;
  education: string;
  allProducts: string;
  cognition: string;
  behavior: string;
  speechLanguage: string;
  achievement: string;
  aimsweb: string;
  screening: string;
  support: string;
  contactUs: string;
  orderStatus: string;
  shipping: string;
  returns: string;
  faq: string;
  legal: string;
  terms: string;
  privacy: string;
  cookies: string;
  permissions: string;
  helpTitle: string;
  helpText: string;
  qualificationTitle: string;
  qualificationText: string;
  newsletterTitle: string;
  newsletterText: string;
  copyright: string;
  legalLine: string;
}

const LABELS: Record<Language, FooterLabels> = {
  en: {
    about: 'About us',
    aboutUs: 'Who we are',
    careers: 'Careers',
    newsroom: 'Newsroom',
    accessibility: 'Accessibility',
    products: 'Products',
    clinical: 'Clinical',
    education: 'Education',
    allProducts: 'All products A-Z',
    cognition: 'Cognition & neuro',
    behavior: 'Behavior',
    speechLanguage: 'Speech & language',
    achievement: 'Academic achievement',
    aimsweb: 'aimswebPlus',
    screening: 'Screening tools',
    support: 'Customer support',
    contactUs: 'Contact us',
    orderStatus: 'Order status',
    shipping: 'Shipping and delivery',
    returns: 'Returns',
    faq: 'FAQs',
    legal: 'Legal',
    terms: 'Terms of use',
    privacy: 'Privacy policy',
    cookies: 'Cookie policy',
    permissions: 'Permissions and licensing',
    helpTitle: 'Need help ordering?',
    helpText: 'Our customer support team can help with orders, quotes and qualifications.',
    qualificationTitle: 'Qualification levels',
    qualificationText:
      'Some products require qualification level A, B or C. Find out which level you need.',
    newsletterTitle: 'Stay informed',
    newsletterText: 'Sign up for product news, training events and webinars.',
    copyright: '© 2026 Meridian Assessments. All rights reserved.',
    legalLine:
      'Prices exclude applicable taxes. Products marked B or C are sold to qualified professionals only.',
  },
  fr: {
    about: 'À propos',
    aboutUs: 'Qui sommes-nous',
    careers: 'Carrières',
    newsroom: 'Salle de presse',
    accessibility: 'Accessibilité',
    products: 'Produits',
    clinical: 'Clinique',
    education: 'Éducation',
    allProducts: 'Tous les produits de A à Z',
    cognition: 'Cognition et neuropsychologie',
    behavior: 'Comportement',
    speechLanguage: 'Parole et langage',
    achievement: 'Rendement scolaire',
    aimsweb: 'aimswebPlus',
    screening: 'Outils de dépistage',
    support: 'Service à la clientèle',
    contactUs: 'Nous joindre',
    orderStatus: 'État de la commande',
    shipping: 'Expédition et livraison',
    returns: 'Retours',
    faq: 'FAQ',
    legal: 'Mentions légales',
    terms: "Conditions d'utilisation",
    privacy: 'Politique de confidentialité',
    cookies: 'Politique relative aux témoins',
    permissions: 'Autorisations et licences',
    helpTitle: 'Besoin d’aide pour commander?',
    helpText:
      'Notre service à la clientèle peut vous aider avec vos commandes, soumissions et qualifications.',
    qualificationTitle: 'Niveaux de qualification',
    qualificationText:
      'Certains produits exigent le niveau de qualification A, B ou C. Découvrez le niveau dont vous avez besoin.',
    newsletterTitle: 'Restez informé',
    newsletterText:
      'Inscrivez-vous pour recevoir les nouveautés, les formations et les webinaires.',
    copyright: '© 2026 Meridian Assessments. Tous droits réservés.',
    legalLine:
      'Les prix excluent les taxes applicables. Les produits B ou C sont réservés aux professionnels qualifiés.',
  },
  nl: {
    about: 'Over ons',
    aboutUs: 'Wie we zijn',
    careers: 'Vacatures',
    newsroom: 'Nieuws',
    accessibility: 'Toegankelijkheid',
    products: 'Producten',
    clinical: 'Klinisch',
    education: 'Onderwijs',
    allProducts: 'Alle producten A-Z',
    cognition: 'Cognitie en neuropsychologie',
    behavior: 'Gedrag',
    speechLanguage: 'Spraak en taal',
    achievement: 'Schoolprestaties',
    aimsweb: 'aimswebPlus',
    screening: 'Screeningsinstrumenten',
    support: 'Klantenservice',
    contactUs: 'Contact',
    orderStatus: 'Bestelstatus',
    shipping: 'Verzending en levering',
    returns: 'Retourneren',
    faq: 'Veelgestelde vragen',
    legal: 'Juridisch',
    terms: 'Gebruiksvoorwaarden',
    privacy: 'Privacybeleid',
    cookies: 'Cookiebeleid',
    permissions: 'Toestemmingen en licenties',
    helpTitle: 'Hulp nodig bij bestellen?',
    helpText: 'Onze klantenservice helpt u graag met bestellingen, offertes en kwalificaties.',
    qualificationTitle: 'Kwalificatieniveaus',
    qualificationText:
      'Voor sommige producten is kwalificatieniveau A, B of C vereist. Ontdek welk niveau u nodig hebt.',
    newsletterTitle: 'Blijf op de hoogte',
    newsletterText: 'Meld u aan voor productnieuws, trainingen en webinars.',
    copyright: '© 2026 Meridian Assessments. Alle rechten voorbehouden.',
    legalLine:
      'Prijzen zijn exclusief btw. Producten met niveau B of C worden alleen aan gekwalificeerde professionals verkocht.',
  },
  es: {
    about: 'Quiénes somos',
    aboutUs: 'Sobre nosotros',
    careers: 'Empleo',
    newsroom: 'Sala de prensa',
    accessibility: 'Accesibilidad',
    products: 'Productos',
    clinical: 'Clínica',
    education: 'Educación',
    allProducts: 'Todos los productos de la A a la Z',
    cognition: 'Cognición y neuropsicología',
    behavior: 'Conducta',
    speechLanguage: 'Habla y lenguaje',
    achievement: 'Rendimiento académico',
    aimsweb: 'aimswebPlus',
    screening: 'Herramientas de cribado',
    support: 'Atención al cliente',
    contactUs: 'Contacto',
    orderStatus: 'Estado del pedido',
    shipping: 'Envío y entrega',
    returns: 'Devoluciones',
    faq: 'Preguntas frecuentes',
    legal: 'Información legal',
    terms: 'Condiciones de uso',
    privacy: 'Política de privacidad',
    cookies: 'Política de cookies',
    permissions: 'Permisos y licencias',
    helpTitle: '¿Necesita ayuda con su pedido?',
    helpText:
      'Nuestro equipo de atención al cliente le ayuda con pedidos, presupuestos y cualificaciones.',
    qualificationTitle: 'Niveles de cualificación',
    qualificationText:
      'Algunos productos requieren el nivel de cualificación A, B o C. Descubra qué nivel necesita.',
    newsletterTitle: 'Manténgase informado',
    newsletterText: 'Suscríbase para recibir novedades, formaciones y seminarios web.',
    copyright: '© 2026 Meridian Assessments. Todos los derechos reservados.',
    legalLine:
      'Los precios no incluyen los impuestos aplicables. Los productos B o C solo se venden a profesionales cualificados.',
  },
};

interface RegionalOptions {
  /** Extra links appended to the Legal column. */
  legalLinks?: { title: string; linkPath: string }[];
  /** Asia sites carry a shorter footer: no About us column and no newsletter tile. */
  compact?: boolean;
  /** Names of social networks switched off on this site. */
  disabledSocial: readonly string[];
  /** Replaces the default legal line. */
  legalLine?: string;
}

const REGIONAL: Record<Locale, RegionalOptions> = {
  'en-us': { disabledSocial: ['Instagram'] },
  'en-ca': { disabledSocial: ['Instagram'] },
  'fr-ca': { disabledSocial: ['Instagram'] },
  'en-gb': {
    disabledSocial: ['X'],
    legalLinks: [
      { title: 'Modern slavery statement', linkPath: `${PA}/legal/modern-slavery-statement.html` },
    ],
    legalLine:
      'Meridian Assessments Ltd is registered in England and Wales (company no. 00000000). Prices exclude VAT.',
  },
  'en-au': { disabledSocial: ['X', 'Instagram'] },
  'en-nz': { disabledSocial: ['X', 'Instagram'] },
  'ja-jp': { disabledSocial: ['Facebook', 'Instagram'], compact: true },
  'zh-sg': { disabledSocial: ['Facebook', 'Instagram'], compact: true },
  'nl-nl': {
    disabledSocial: ['X'],
    legalLinks: [{ title: 'Colofon', linkPath: `${PA}/legal/colofon.html` }],
  },
  'es-es': {
    disabledSocial: ['X'],
    legalLinks: [{ title: 'Aviso legal', linkPath: `${PA}/legal/aviso-legal.html` }],
  },
};

const SOCIAL_NETWORKS: readonly { name: string; href: string }[] = [
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/meridian-assessments' },
  { name: 'Facebook', href: 'https://www.facebook.com/meridianassessments' },
  { name: 'X', href: 'https://x.com/meridianassess' },
  { name: 'YouTube', href: 'https://www.youtube.com/@meridianassessments' },
  { name: 'Instagram', href: 'https://www.instagram.com/meridianassessments' },
];

function buildFooter(locale: Locale): FooterContent {
  const t = LABELS[LANGUAGE_BY_LOCALE[locale]];
  const regional = REGIONAL[locale];

  const about: FooterColumn = {
    title: t.about,
    linkPath: `${PA}/about.html`,
    links: [
      { title: t.aboutUs, linkPath: `${PA}/about.html` },
      { title: t.careers, linkPath: `${PA}/about/careers.html` },
      { title: t.newsroom, linkPath: `${PA}/about/newsroom.html` },
      { title: t.accessibility, linkPath: `${PA}/about/accessibility.html` },
    ],
  };
  const products: FooterColumn = {
    title: t.products,
    links: [{ title: t.allProducts, linkPath: `${PA}/products/a-z.html` }],
    columns: [
      {
        title: t.clinical,
        links: [
          { title: t.cognition, linkPath: `${PA}/products/cognition-neuro.html` },
          { title: t.behavior, linkPath: `${PA}/products/behavior.html` },
          { title: t.speechLanguage, linkPath: `${PA}/products/speech-language.html` },
        ],
      },
      {
        title: t.education,
        links: [
          { title: t.achievement, linkPath: `${PA}/products/academic-achievement.html` },
          { title: t.aimsweb, linkPath: `${PA}/digital-solutions/aimswebplus.html` },
          { title: t.screening, linkPath: `${PA}/products/screening.html` },
        ],
      },
    ],
  };
  const support: FooterColumn = {
    title: t.support,
    links: [
      { title: t.contactUs, linkPath: `${PA}/support/contact-us.html` },
      { title: t.orderStatus, linkPath: `${PA}/support/order-status.html` },
      { title: t.shipping, linkPath: `${PA}/ordering/shipping.html` },
      { title: t.returns, linkPath: `${PA}/ordering/returns.html` },
      { title: t.faq, linkPath: `${PA}/support/faq.html` },
    ],
  };
  const legal: FooterColumn = {
    title: t.legal,
    links: [
      { title: t.terms, linkPath: `${PA}/legal/terms-of-use.html` },
      { title: t.privacy, linkPath: `${PA}/legal/privacy.html` },
      { title: t.cookies, linkPath: `${PA}/legal/cookies.html` },
      { title: t.permissions, linkPath: `${PA}/legal/permissions.html` },
      ...(regional.legalLinks ?? []),
    ],
  };

  const tiles: FooterContent['tiles'] = [
    { title: t.helpTitle, text: t.helpText, linkPath: `${PA}/support/contact-us.html` },
    {
      title: t.qualificationTitle,
      text: t.qualificationText,
      linkPath: `${PA}/ordering/qualification-levels.html`,
    },
  ];
  if (regional.compact !== true) tiles.push({ title: t.newsletterTitle, text: t.newsletterText });

  const socialLinks: SocialLink[] = SOCIAL_NETWORKS.map((network) => ({
    ...network,
    enabled: !regional.disabledSocial.includes(network.name),
  }));

  return {
    columns:
      regional.compact === true ? [products, support, legal] : [about, products, support, legal],
    tiles,
    textBlocks: [{ text: t.copyright }, { text: regional.legalLine ?? t.legalLine }],
    socialLinks,
  };
}

export const SEED_FOOTER_CONTENT: Record<Locale, FooterContent> = Object.fromEntries(
  LOCALES.map((locale) => [locale, buildFooter(locale)]),
) as Record<Locale, FooterContent>;

function footerNote(text: string, linkText: string, linkPath: string): string {
  return `<div class="footer-note"><p>${text} <a href="${linkPath}">${linkText}</a></p></div>`;
}

const CONTACT = `${PA}/support/contact-us.html`;

/** Footer markup fragment per locale, fetched as text by the footer widget. */
export const SEED_FOOTER_HTML: Record<Locale, string> = {
  // DELIBERATE hostile markup (img onerror, script, javascript: URL): a sanitiser test. The widget
  // must strip it before rendering; window.__xss must stay undefined and the link must not run script.
  'en-us':
    footerNote(
      'Customer support is open Monday to Friday, 7:00 AM to 7:00 PM CT.',
      'Contact us',
      CONTACT,
    ) +
    '<img alt="" src="data:image/png;base64,AAAA" onerror="window.__xss=1"><script>window.__xss=1</script>' +
    '<p><a href="javascript:alert(1)">Special offer</a></p>',
  'en-ca': footerNote(
    'Customer support is open Monday to Friday, 8:00 AM to 8:00 PM ET.',
    'Contact us',
    CONTACT,
  ),
  'fr-ca': footerNote(
    'Le service à la clientèle est ouvert du lundi au vendredi, de 8 h à 20 h (HE).',
    'Nous joindre',
    CONTACT,
  ),
  'en-gb': footerNote(
    'Customer support is open Monday to Friday, 9:00 to 17:00 UK time.',
    'Contact us',
    CONTACT,
  ),
  'en-au': footerNote(
    'Customer support is open Monday to Friday, 9:00 am to 5:00 pm AEST.',
    'Contact us',
    CONTACT,
  ),
  'en-nz': footerNote(
    'Customer support is open Monday to Friday, 9:00 am to 5:00 pm NZST.',
    'Contact us',
    CONTACT,
  ),
  'ja-jp': footerNote(
    'Orders from Japan are handled by our Asia Pacific team.',
    'Contact us',
    CONTACT,
  ),
  'zh-sg': footerNote(
    'Orders from Singapore are handled by our Asia Pacific team.',
    'Contact us',
    CONTACT,
  ),
  'nl-nl': footerNote(
    'Onze klantenservice is bereikbaar van maandag tot en met vrijdag, 9.00 tot 17.00 uur.',
    'Contact',
    CONTACT,
  ),
  'es-es': footerNote(
    'Nuestro servicio de atención al cliente atiende de lunes a viernes, de 9:00 a 17:00.',
    'Contacto',
    CONTACT,
  ),
};
