import { defineMessages } from './messages';

export const coreMessages = defineMessages({
  en: {
    widgetFailed: 'This section could not be shown. Please reload the page.',
    partNotLoaded: 'This part could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
  },
  fr: {
    widgetFailed: 'Cette section n’a pas pu être affichée. Veuillez recharger la page.',
    partNotLoaded: 'Cette partie n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
  },
  nl: {
    widgetFailed: 'Dit onderdeel kon niet worden weergegeven. Laad de pagina opnieuw.',
    partNotLoaded:
      'Dit onderdeel kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
  },
  es: {
    widgetFailed: 'No se ha podido mostrar esta sección. Vuelva a cargar la página.',
    partNotLoaded:
      'No se ha podido cargar esta parte. Compruebe su conexión y vuelva a intentarlo.',
    tryAgain: 'Reintentar',
  },
});
