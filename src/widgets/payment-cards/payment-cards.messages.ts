import { defineMessages } from '../../core/i18n/messages';

/**
 * Every text the payment cards widget shows. English defines the keys; other languages fall back
 * to it per key. Card brands the catalog does not know are shown as the server sends them.
 */
export const paymentCardsMessages = defineMessages({
  en: {
    loading: 'Loading your payment cards…',
    signedOut: 'Please sign in to see your saved payment cards.',
    caption: 'Your saved payment cards',
    columnCard: 'Card',
    columnNumber: 'Card number',
    columnExpiry: 'Expires',
    endingIn: 'ending in {last4}',
    'brand.VISA': 'Visa',
    'brand.MASTERCARD': 'Mastercard',
    'brand.AMEX': 'American Express',
    empty: 'You have no saved payment cards.',
    errorNotConfirmed:
      'Your payment cards are shown only after you confirm it’s you. Try again to confirm.',
    errorLoad: 'We could not load your payment cards. Please try again.',
    tryAgain: 'Try again',
  },
  fr: {
    loading: 'Chargement de vos cartes de paiement…',
    signedOut: 'Veuillez vous connecter pour voir vos cartes de paiement enregistrées.',
    caption: 'Vos cartes de paiement enregistrées',
    columnCard: 'Carte',
    columnNumber: 'Numéro de carte',
    columnExpiry: 'Expiration',
    endingIn: 'se terminant par {last4}',
    'brand.VISA': 'Visa',
    'brand.MASTERCARD': 'Mastercard',
    'brand.AMEX': 'American Express',
    empty: 'Vous n’avez aucune carte de paiement enregistrée.',
    errorNotConfirmed:
      'Vos cartes de paiement ne s’affichent qu’après avoir confirmé votre identité. Réessayez pour la confirmer.',
    errorLoad: 'Impossible de charger vos cartes de paiement. Veuillez réessayer.',
    tryAgain: 'Réessayer',
  },
  nl: {
    loading: 'Uw betaalkaarten worden geladen…',
    signedOut: 'Meld u aan om uw opgeslagen betaalkaarten te zien.',
    caption: 'Uw opgeslagen betaalkaarten',
    columnCard: 'Kaart',
    columnNumber: 'Kaartnummer',
    columnExpiry: 'Vervalt',
    endingIn: 'eindigend op {last4}',
    'brand.VISA': 'Visa',
    'brand.MASTERCARD': 'Mastercard',
    'brand.AMEX': 'American Express',
    empty: 'U hebt geen opgeslagen betaalkaarten.',
    errorNotConfirmed:
      'Uw betaalkaarten worden pas getoond nadat u hebt bevestigd dat u het bent. Probeer het opnieuw om te bevestigen.',
    errorLoad: 'Uw betaalkaarten konden niet worden geladen. Probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
  },
  es: {
    loading: 'Cargando sus tarjetas de pago…',
    signedOut: 'Inicie sesión para ver sus tarjetas de pago guardadas.',
    caption: 'Sus tarjetas de pago guardadas',
    columnCard: 'Tarjeta',
    columnNumber: 'Número de tarjeta',
    columnExpiry: 'Caducidad',
    endingIn: 'terminada en {last4}',
    'brand.VISA': 'Visa',
    'brand.MASTERCARD': 'Mastercard',
    'brand.AMEX': 'American Express',
    empty: 'No tiene tarjetas de pago guardadas.',
    errorNotConfirmed:
      'Sus tarjetas de pago solo se muestran después de confirmar su identidad. Vuelva a intentarlo para confirmarla.',
    errorLoad: 'No se han podido cargar sus tarjetas de pago. Vuelva a intentarlo.',
    tryAgain: 'Reintentar',
  },
});

export type PaymentCardsMessageKey = keyof typeof paymentCardsMessages.en;
