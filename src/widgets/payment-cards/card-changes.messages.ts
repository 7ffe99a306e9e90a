import { defineMessages } from '../../core/i18n/messages';

/**
 * The texts of the payment cards page's lazy parts: the delete confirmation and the add-a-card
 * form (their code, and these texts, load when the shopper opens them).
 */
export const cardChangesMessages = defineMessages({
  en: {
    deleteTitle: 'Delete this card?',
    deleteText: '{card}, expiring {expiry}, will be removed from your saved cards.',
    deleteStepUp: 'For your security, you will be asked to confirm it’s you.',
    confirmDelete: 'Delete card',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    deleteFailed: 'Your card could not be deleted. Please try again.',
    deleteNotConfirmed:
      'The card was not deleted because you did not confirm it’s you. Try again to confirm.',
    tryAgain: 'Try again',
    addTitle: 'Add a card',
    addHint: 'Your card details go straight to our payment provider; we never see them.',
    saveCard: 'Save card',
    adding: 'Saving your card…',
    addInvalid: 'Please check the card details above.',
    addDeclined: 'This card was declined. Please use another card.',
    addExpired: 'This card has expired. Please use another card.',
    addTokenExpired: 'Please enter the card details again and save.',
    addUnavailable: 'Cards cannot be added right now. Please try again later.',
    addFailed: 'Your card could not be saved. Please try again.',
  },
  fr: {
    deleteTitle: 'Supprimer cette carte ?',
    deleteText: '{card}, expirant le {expiry}, sera retirée de vos cartes enregistrées.',
    deleteStepUp: 'Pour votre sécurité, il vous sera demandé de confirmer votre identité.',
    confirmDelete: 'Supprimer la carte',
    cancel: 'Annuler',
    deleting: 'Suppression…',
    deleteFailed: 'Impossible de supprimer votre carte. Veuillez réessayer.',
    deleteNotConfirmed:
      'La carte n’a pas été supprimée, car vous n’avez pas confirmé votre identité. Réessayez pour la confirmer.',
    tryAgain: 'Réessayer',
    addTitle: 'Ajouter une carte',
    addHint:
      'Les données de votre carte vont directement à notre prestataire de paiement ; nous ne les voyons jamais.',
    saveCard: 'Enregistrer la carte',
    adding: 'Enregistrement de votre carte…',
    addInvalid: 'Veuillez vérifier les données de la carte ci-dessus.',
    addDeclined: 'Cette carte a été refusée. Veuillez utiliser une autre carte.',
    addExpired: 'Cette carte a expiré. Veuillez utiliser une autre carte.',
    addTokenExpired: 'Veuillez saisir à nouveau les données de la carte et enregistrer.',
    addUnavailable: 'Impossible d’ajouter une carte pour le moment. Veuillez réessayer plus tard.',
    addFailed: 'Impossible d’enregistrer votre carte. Veuillez réessayer.',
  },
  nl: {
    deleteTitle: 'Deze kaart verwijderen?',
    deleteText: '{card}, geldig tot {expiry}, wordt uit uw opgeslagen kaarten verwijderd.',
    deleteStepUp: 'Voor uw veiligheid wordt u gevraagd te bevestigen dat u het bent.',
    confirmDelete: 'Kaart verwijderen',
    cancel: 'Annuleren',
    deleting: 'Verwijderen…',
    deleteFailed: 'Uw kaart kon niet worden verwijderd. Probeer het opnieuw.',
    deleteNotConfirmed:
      'De kaart is niet verwijderd omdat u niet hebt bevestigd dat u het bent. Probeer het opnieuw om te bevestigen.',
    tryAgain: 'Opnieuw proberen',
    addTitle: 'Een kaart toevoegen',
    addHint: 'Uw kaartgegevens gaan rechtstreeks naar onze betaalprovider; wij zien ze nooit.',
    saveCard: 'Kaart opslaan',
    adding: 'Uw kaart wordt opgeslagen…',
    addInvalid: 'Controleer de kaartgegevens hierboven.',
    addDeclined: 'Deze kaart is geweigerd. Gebruik een andere kaart.',
    addExpired: 'Deze kaart is verlopen. Gebruik een andere kaart.',
    addTokenExpired: 'Voer de kaartgegevens opnieuw in en sla op.',
    addUnavailable: 'Er kunnen nu geen kaarten worden toegevoegd. Probeer het later opnieuw.',
    addFailed: 'Uw kaart kon niet worden opgeslagen. Probeer het opnieuw.',
  },
  es: {
    deleteTitle: '¿Eliminar esta tarjeta?',
    deleteText: '{card}, con caducidad {expiry}, se quitará de sus tarjetas guardadas.',
    deleteStepUp: 'Por su seguridad, se le pedirá que confirme su identidad.',
    confirmDelete: 'Eliminar tarjeta',
    cancel: 'Cancelar',
    deleting: 'Eliminando…',
    deleteFailed: 'No se ha podido eliminar su tarjeta. Vuelva a intentarlo.',
    deleteNotConfirmed:
      'La tarjeta no se ha eliminado porque no ha confirmado su identidad. Vuelva a intentarlo para confirmarla.',
    tryAgain: 'Reintentar',
    addTitle: 'Añadir una tarjeta',
    addHint:
      'Los datos de su tarjeta van directamente a nuestro proveedor de pagos; nosotros nunca los vemos.',
    saveCard: 'Guardar tarjeta',
    adding: 'Guardando su tarjeta…',
    addInvalid: 'Compruebe los datos de la tarjeta indicados arriba.',
    addDeclined: 'Esta tarjeta ha sido rechazada. Utilice otra tarjeta.',
    addExpired: 'Esta tarjeta ha caducado. Utilice otra tarjeta.',
    addTokenExpired: 'Vuelva a introducir los datos de la tarjeta y guarde.',
    addUnavailable: 'No se pueden añadir tarjetas en este momento. Inténtelo más tarde.',
    addFailed: 'No se ha podido guardar su tarjeta. Vuelva a intentarlo.',
  },
});

export type CardChangesMessageKey = keyof typeof cardChangesMessages.en;
