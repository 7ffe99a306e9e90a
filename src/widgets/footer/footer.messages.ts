import { defineMessages } from '../../core/i18n/messages';

/** The footer's texts, `fallback.*` for the built-in footer; English defines the keys. */
export const footerMessages = defineMessages({
  en: {
    landmarkLabel: 'Site footer',
    linksNavLabel: 'Footer links',
    followUs: 'Follow us',
    followOn: 'Follow us on {name}',
    followOnNewTab: 'Follow us on {name} (opens in a new tab)',
  },
  fr: {
    landmarkLabel: 'Pied de page du site',
    linksNavLabel: 'Liens du pied de page',
    followUs: 'Suivez-nous',
    followOn: 'Suivez-nous sur {name}',
    followOnNewTab: 'Suivez-nous sur {name} (s’ouvre dans un nouvel onglet)',
  },
  nl: {
    landmarkLabel: 'Voettekst van de site',
    linksNavLabel: 'Links in de voettekst',
    followUs: 'Volg ons',
    followOn: 'Volg ons op {name}',
    followOnNewTab: 'Volg ons op {name} (opent in een nieuw tabblad)',
  },
  es: {
    landmarkLabel: 'Pie de página del sitio',
    linksNavLabel: 'Enlaces del pie de página',
    followUs: 'Síganos',
    followOn: 'Síganos en {name}',
    followOnNewTab: 'Síganos en {name} (se abre en una pestaña nueva)',
  },
});

export type FooterMessageKey = keyof typeof footerMessages.en;
