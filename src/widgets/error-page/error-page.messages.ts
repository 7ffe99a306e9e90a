import { defineMessages } from '../../core/i18n/messages';

/** `<store-error-page>`: a title and a text per code family, and the links. */
export const errorPageMessages = defineMessages({
  en: {
    code: 'Error {code}',
    home: 'Go to the home page',
    contact: 'Contact us',
    signIn: 'Sign in',
    'sign-in.title': 'Please sign in',
    'sign-in.text': 'You need to be signed in to see this page. Please sign in and try again.',
    'forbidden.title': 'You do not have access to this page',
    'forbidden.text':
      'Your account does not allow you to see this page. If you think it should, please contact us.',
    'not-found.title': 'Page not found',
    'not-found.text':
      'We could not find the page you were looking for. It may have moved, or the address may be mistyped.',
    'gone.title': 'This page is no longer available',
    'gone.text': 'The page you were looking for has been removed.',
    'try-later.title': 'Please try again in a moment',
    'try-later.text':
      'Your request took too long or we received too many requests at once. Please wait a moment and try again.',
    'bad-request.title': 'We could not handle this request',
    'bad-request.text':
      'The request was not what we expected. Please check the address, or start again from the home page.',
    'unavailable.title': 'The store is temporarily unavailable',
    'unavailable.text': 'We cannot reach the store right now. Please try again in a few minutes.',
    'server-error.title': 'Something went wrong on our side',
    'server-error.text':
      'We could not complete your request. Please try again later. If the problem persists, contact us.',
  },
  fr: {
    code: 'Erreur {code}',
    home: 'Aller à la page d’accueil',
    contact: 'Nous joindre',
    signIn: 'Se connecter',
    'sign-in.title': 'Veuillez vous connecter',
    'sign-in.text':
      'Vous devez être connecté pour voir cette page. Veuillez vous connecter et réessayer.',
    'forbidden.title': 'Vous n’avez pas accès à cette page',
    'forbidden.text':
      'Votre compte ne vous permet pas de voir cette page. Si vous pensez que c’est une erreur, veuillez nous joindre.',
    'not-found.title': 'Page introuvable',
    'not-found.text':
      'Nous n’avons pas trouvé la page que vous cherchiez. Elle a peut-être été déplacée, ou l’adresse contient une erreur.',
    'gone.title': 'Cette page n’est plus disponible',
    'gone.text': 'La page que vous cherchiez a été supprimée.',
    'try-later.title': 'Veuillez réessayer dans un instant',
    'try-later.text':
      'Votre demande a pris trop de temps ou nous avons reçu trop de demandes à la fois. Veuillez patienter un instant et réessayer.',
    'bad-request.title': 'Nous n’avons pas pu traiter cette demande',
    'bad-request.text':
      'La demande ne correspond pas à ce que nous attendions. Veuillez vérifier l’adresse, ou recommencer à partir de la page d’accueil.',
    'unavailable.title': 'La boutique est temporairement indisponible',
    'unavailable.text':
      'Nous ne pouvons pas joindre la boutique pour le moment. Veuillez réessayer dans quelques minutes.',
    'server-error.title': 'Un problème est survenu de notre côté',
    'server-error.text':
      'Nous n’avons pas pu traiter votre demande. Veuillez réessayer plus tard. Si le problème persiste, veuillez nous joindre.',
  },
  nl: {
    code: 'Fout {code}',
    home: 'Naar de startpagina',
    contact: 'Contact',
    signIn: 'Inloggen',
    'sign-in.title': 'Meld u aan',
    'sign-in.text':
      'U moet aangemeld zijn om deze pagina te zien. Meld u aan en probeer het opnieuw.',
    'forbidden.title': 'U hebt geen toegang tot deze pagina',
    'forbidden.text':
      'Met uw account kunt u deze pagina niet zien. Denkt u dat dit niet klopt, neem dan contact met ons op.',
    'not-found.title': 'Pagina niet gevonden',
    'not-found.text':
      'We konden de pagina die u zocht niet vinden. Misschien is ze verplaatst of is het adres verkeerd getypt.',
    'gone.title': 'Deze pagina is niet meer beschikbaar',
    'gone.text': 'De pagina die u zocht is verwijderd.',
    'try-later.title': 'Probeer het zo opnieuw',
    'try-later.text':
      'Uw verzoek duurde te lang of we kregen te veel verzoeken tegelijk. Wacht even en probeer het opnieuw.',
    'bad-request.title': 'We konden dit verzoek niet verwerken',
    'bad-request.text':
      'Het verzoek was niet wat we verwachtten. Controleer het adres, of begin opnieuw op de startpagina.',
    'unavailable.title': 'De winkel is tijdelijk niet beschikbaar',
    'unavailable.text':
      'We kunnen de winkel op dit moment niet bereiken. Probeer het over een paar minuten opnieuw.',
    'server-error.title': 'Er is bij ons iets misgegaan',
    'server-error.text':
      'We konden uw verzoek niet afronden. Probeer het later opnieuw. Blijft het probleem bestaan, neem dan contact met ons op.',
  },
  es: {
    code: 'Error {code}',
    home: 'Ir a la página de inicio',
    contact: 'Contacto',
    signIn: 'Iniciar sesión',
    'sign-in.title': 'Inicie sesión',
    'sign-in.text':
      'Debe iniciar sesión para ver esta página. Inicie sesión y vuelva a intentarlo.',
    'forbidden.title': 'No tiene acceso a esta página',
    'forbidden.text':
      'Su cuenta no le permite ver esta página. Si cree que debería poder verla, póngase en contacto con nosotros.',
    'not-found.title': 'Página no encontrada',
    'not-found.text':
      'No hemos encontrado la página que buscaba. Es posible que se haya movido o que la dirección tenga un error.',
    'gone.title': 'Esta página ya no está disponible',
    'gone.text': 'La página que buscaba se ha eliminado.',
    'try-later.title': 'Vuelva a intentarlo en un momento',
    'try-later.text':
      'Su solicitud tardó demasiado o recibimos demasiadas solicitudes a la vez. Espere un momento y vuelva a intentarlo.',
    'bad-request.title': 'No hemos podido procesar esta solicitud',
    'bad-request.text':
      'La solicitud no era la esperada. Compruebe la dirección o vuelva a empezar desde la página de inicio.',
    'unavailable.title': 'La tienda no está disponible temporalmente',
    'unavailable.text':
      'No podemos acceder a la tienda en este momento. Vuelva a intentarlo dentro de unos minutos.',
    'server-error.title': 'Algo ha fallado por nuestra parte',
    'server-error.text':
      'No hemos podido completar su solicitud. Vuelva a intentarlo más tarde. Si el problema continúa, póngase en contacto con nosotros.',
  },
});

export type ErrorPageMessageKey = keyof typeof errorPageMessages.en;
