import type { Catalogs } from '../../i18n/messages';

// Not through defineMessages: this chunk must load without the runtime, which may be what failed.
export const loadFailureMessages: Catalogs<'notLoaded' | 'tryAgain' | 'loading'> = {
  en: {
    notLoaded: 'This part of the page could not be loaded. Check your connection and try again.',
    tryAgain: 'Try again',
    loading: 'Loading…',
  },
  fr: {
    notLoaded:
      'Cette partie de la page n’a pas pu être chargée. Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    loading: 'Chargement…',
  },
  nl: {
    notLoaded:
      'Dit deel van de pagina kon niet worden geladen. Controleer uw verbinding en probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    loading: 'Bezig met laden…',
  },
  es: {
    notLoaded:
      'No se ha podido cargar esta parte de la página. Compruebe su conexión y vuelva a intentarlo.',
    tryAgain: 'Reintentar',
    loading: 'Cargando…',
  },
};
