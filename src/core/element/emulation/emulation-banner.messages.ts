import { defineMessages } from '../../i18n/messages';

export const emulationBannerMessages = defineMessages({
  en: {
    emulationBanner: 'Customer service session: you are acting for {name}.',
    endEmulation: 'End session',
  },
  fr: {
    emulationBanner: 'Session du service à la clientèle : vous agissez pour {name}.',
    endEmulation: 'Terminer la session',
  },
  nl: {
    emulationBanner: 'Klantenservicesessie: u handelt namens {name}.',
    endEmulation: 'Sessie beëindigen',
  },
  es: {
    emulationBanner: 'Sesión de atención al cliente: está actuando en nombre de {name}.',
    endEmulation: 'Finalizar sesión',
  },
});
