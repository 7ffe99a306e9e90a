import { defineMessages } from './messages';

/** Texts the core itself shows, whatever the widget. */
export const coreMessages = defineMessages({
  en: {
    widgetFailed: 'This part of the page could not be shown. Please reload the page to try again.',
  },
  fr: {
    widgetFailed:
      'Cette partie de la page n’a pas pu être affichée. Veuillez recharger la page pour réessayer.',
  },
  nl: {
    widgetFailed:
      'Dit deel van de pagina kon niet worden weergegeven. Laad de pagina opnieuw om het nog eens te proberen.',
  },
  es: {
    widgetFailed:
      'No se ha podido mostrar esta parte de la página. Vuelva a cargar la página para intentarlo de nuevo.',
  },
});
