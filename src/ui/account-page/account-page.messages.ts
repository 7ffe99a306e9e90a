import { defineMessages } from '../../core/i18n/messages';

/** The account page shell's default texts for when a page cannot show its content. */
export const accountPageMessages = defineMessages({
  en: {
    backToOverview: 'Back to My account',
    loading: 'Loading…',
    signIn: 'Please sign in to see this page.',
    signInLink: 'Sign in',
    unavailable: 'This page is not available.',
    unavailableHint: 'Your account’s other pages are listed in My account.',
    notFound: 'We could not find what you were looking for. It may have been removed.',
    loadError: 'We could not load this page. Please try again.',
    tryAgain: 'Try again',
    leaving: 'We cannot show this page. Taking you to a page that explains why…',
    leavingLink: 'Continue',
  },
  fr: {
    backToOverview: 'Retour à Mon compte',
    loading: 'Chargement…',
    signIn: 'Veuillez vous connecter pour voir cette page.',
    signInLink: 'Se connecter',
    unavailable: 'Cette page n’est pas disponible.',
    unavailableHint: 'Les autres pages de votre compte sont listées dans Mon compte.',
    notFound: 'Nous n’avons pas trouvé ce que vous cherchiez. Il a peut-être été supprimé.',
    loadError: 'Impossible de charger cette page. Veuillez réessayer.',
    tryAgain: 'Réessayer',
    leaving:
      'Nous ne pouvons pas afficher cette page. Nous vous dirigeons vers une page qui explique pourquoi…',
    leavingLink: 'Continuer',
  },
  nl: {
    backToOverview: 'Terug naar Mijn account',
    loading: 'Bezig met laden…',
    signIn: 'Meld u aan om deze pagina te zien.',
    signInLink: 'Inloggen',
    unavailable: 'Deze pagina is niet beschikbaar.',
    unavailableHint: 'De andere pagina’s van uw account staan in Mijn account.',
    notFound: 'We hebben niet gevonden wat u zocht. Misschien is het verwijderd.',
    loadError: 'Deze pagina kon niet worden geladen. Probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    leaving: 'We kunnen deze pagina niet tonen. U gaat naar een pagina die uitlegt waarom…',
    leavingLink: 'Doorgaan',
  },
  es: {
    backToOverview: 'Volver a Mi cuenta',
    loading: 'Cargando…',
    signIn: 'Inicie sesión para ver esta página.',
    signInLink: 'Iniciar sesión',
    unavailable: 'Esta página no está disponible.',
    unavailableHint: 'Las demás páginas de su cuenta aparecen en Mi cuenta.',
    notFound: 'No hemos encontrado lo que buscaba. Es posible que se haya eliminado.',
    loadError: 'No se ha podido cargar esta página. Vuelva a intentarlo.',
    tryAgain: 'Reintentar',
    leaving: 'No podemos mostrar esta página. Le llevamos a una página que explica el motivo…',
    leavingLink: 'Continuar',
  },
});

export type AccountPageMessageKey = keyof typeof accountPageMessages.en;
