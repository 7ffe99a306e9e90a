import { defineMessages } from './messages';

/** Texts the core itself shows, whatever the widget. */
export const coreMessages = defineMessages({
  en: {
    widgetFailed: 'This section could not be shown. Please reload the page.',
    emulationBanner: 'Customer service session: you are acting for {name}.',
    endEmulation: 'End session',
  },
  fr: {
    widgetFailed: 'Cette section n’a pas pu être affichée. Veuillez recharger la page.',
    emulationBanner: 'Session du service à la clientèle : vous agissez pour {name}.',
    endEmulation: 'Terminer la session',
  },
  nl: {
    widgetFailed: 'Dit onderdeel kon niet worden weergegeven. Laad de pagina opnieuw.',
    emulationBanner: 'Klantenservicesessie: u handelt namens {name}.',
    endEmulation: 'Sessie beëindigen',
  },
  es: {
    widgetFailed: 'No se ha podido mostrar esta sección. Vuelva a cargar la página.',
    emulationBanner: 'Sesión de atención al cliente: está actuando en nombre de {name}.',
    endEmulation: 'Finalizar sesión',
  },
});
