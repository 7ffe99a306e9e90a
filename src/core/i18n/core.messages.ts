import { defineMessages } from './messages';

/** Texts the core itself shows, whatever the widget. */
export const coreMessages = defineMessages({
  en: {
    widgetFailed: 'This section could not be shown. Please reload the page.',
  },
  fr: {
    widgetFailed: 'Cette section n’a pas pu être affichée. Veuillez recharger la page.',
  },
  nl: {
    widgetFailed: 'Dit onderdeel kon niet worden weergegeven. Laad de pagina opnieuw.',
  },
  es: {
    widgetFailed: 'No se ha podido mostrar esta sección. Vuelva a cargar la página.',
  },
});
