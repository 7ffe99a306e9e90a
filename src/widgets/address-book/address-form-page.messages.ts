import { defineMessages } from '../../core/i18n/messages';

// The add and edit pages' texts (some the book's page shows too). Apart from the book's, so those
// pages do not load the list's and the delete dialog's.

export const addressFormPageMessages = defineMessages({
  en: {
    bookNotFound: 'We could not find this address book.',
    loadError: 'We could not load your addresses. Please try again.',
    saveAddress: 'Save address',
    signInForm: 'Please sign in to manage your addresses.',
    loadingAddress: 'Loading the address…',
    addressNotFound: 'We could not find this address. It may have been deleted.',
    backToBook: 'Back to the address book',
  },
  fr: {
    bookNotFound: 'Nous n’avons pas trouvé ce carnet d’adresses.',
    loadError: 'Impossible de charger vos adresses. Veuillez réessayer.',
    saveAddress: 'Enregistrer l’adresse',
    signInForm: 'Veuillez vous connecter pour gérer vos adresses.',
    loadingAddress: 'Chargement de l’adresse…',
    addressNotFound: 'Nous n’avons pas trouvé cette adresse. Elle a peut-être été supprimée.',
    backToBook: 'Retour au carnet d’adresses',
  },
  nl: {
    bookNotFound: 'We hebben dit adresboek niet gevonden.',
    loadError: 'Uw adressen konden niet worden geladen. Probeer het opnieuw.',
    saveAddress: 'Adres opslaan',
    signInForm: 'Meld u aan om uw adressen te beheren.',
    loadingAddress: 'Het adres wordt geladen…',
    addressNotFound: 'We hebben dit adres niet gevonden. Misschien is het verwijderd.',
    backToBook: 'Terug naar het adresboek',
  },
  es: {
    bookNotFound: 'No encontramos esta libreta de direcciones.',
    loadError: 'No pudimos cargar sus direcciones. Inténtelo de nuevo.',
    saveAddress: 'Guardar dirección',
    signInForm: 'Inicie sesión para gestionar sus direcciones.',
    loadingAddress: 'Cargando la dirección…',
    addressNotFound: 'No encontramos esta dirección. Puede que se haya eliminado.',
    backToBook: 'Volver a la libreta de direcciones',
  },
});

export type AddressFormPageMessageKey = keyof typeof addressFormPageMessages.en;
