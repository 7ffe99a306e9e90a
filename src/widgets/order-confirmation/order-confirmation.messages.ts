import { defineMessages } from '../../core/i18n/messages';

export const orderConfirmationPageMessages = defineMessages({
  en: {
    loading: 'Loading your order…',
    signInTitle: 'Sign in to see your order',
    signInText: 'Your order confirmation is shown to the shopper who placed the order.',
    signIn: 'Sign in',
    notFound: "We can't find this order. Check the link, or see your orders in your account.",
    loadFailed: "We couldn't load your order. Check your connection and try again.",
    tryAgain: 'Try again',
    continueShopping: 'Continue shopping',
  },
  fr: {
    loading: 'Chargement de votre commande…',
    signInTitle: 'Connectez-vous pour voir votre commande',
    signInText: 'La confirmation de commande est présentée à la personne qui a passé la commande.',
    signIn: 'Se connecter',
    notFound:
      'Nous ne trouvons pas cette commande. Vérifiez le lien ou consultez vos commandes dans votre compte.',
    loadFailed:
      'Nous n’avons pas pu charger votre commande. Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    continueShopping: 'Continuer vos achats',
  },
  nl: {
    loading: 'Uw bestelling wordt geladen…',
    signInTitle: 'Log in om uw bestelling te zien',
    signInText: 'De orderbevestiging is alleen zichtbaar voor wie de bestelling heeft geplaatst.',
    signIn: 'Inloggen',
    notFound:
      'We kunnen deze bestelling niet vinden. Controleer de link, of bekijk uw bestellingen in uw account.',
    loadFailed:
      'We konden uw bestelling niet laden. Controleer uw verbinding en probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    continueShopping: 'Verder winkelen',
  },
  es: {
    loading: 'Cargando su pedido…',
    signInTitle: 'Inicie sesión para ver su pedido',
    signInText: 'La confirmación del pedido se muestra a quien realizó el pedido.',
    signIn: 'Iniciar sesión',
    notFound:
      'No encontramos este pedido. Compruebe el enlace o consulte sus pedidos en su cuenta.',
    loadFailed: 'No hemos podido cargar su pedido. Compruebe su conexión e inténtelo de nuevo.',
    tryAgain: 'Reintentar',
    continueShopping: 'Seguir comprando',
  },
});
