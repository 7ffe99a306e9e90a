import { defineMessages } from '../../core/i18n/messages';

// The verification service's review dialog (address-review-dialog.tsx), loaded with it.

export const addressReviewMessages = defineMessages({
  en: {
    reviewTitle: 'Check your address',
    reviewIntro: 'We found a slightly different address. Which one should we use?',
    suggestedAddress: 'Suggested address',
    suggestedAddressNumbered: 'Suggested address {number}',
    enteredAddress: 'Entered address',
    useAddress: 'Use this address',
    editAddress: 'Edit address',
  },
  fr: {
    reviewTitle: 'Vérifiez votre adresse',
    reviewIntro:
      'Nous avons trouvé une adresse légèrement différente. Laquelle devons-nous utiliser?',
    suggestedAddress: 'Adresse suggérée',
    suggestedAddressNumbered: 'Adresse suggérée {number}',
    enteredAddress: 'Adresse saisie',
    useAddress: 'Utiliser cette adresse',
    editAddress: 'Modifier l’adresse',
  },
  nl: {
    reviewTitle: 'Controleer uw adres',
    reviewIntro: 'We hebben een iets ander adres gevonden. Welk adres moeten we gebruiken?',
    suggestedAddress: 'Voorgesteld adres',
    suggestedAddressNumbered: 'Voorgesteld adres {number}',
    enteredAddress: 'Ingevoerd adres',
    useAddress: 'Dit adres gebruiken',
    editAddress: 'Adres wijzigen',
  },
  es: {
    reviewTitle: 'Compruebe su dirección',
    reviewIntro: 'Hemos encontrado una dirección ligeramente distinta. ¿Cuál debemos usar?',
    suggestedAddress: 'Dirección sugerida',
    suggestedAddressNumbered: 'Dirección sugerida {number}',
    enteredAddress: 'Dirección introducida',
    useAddress: 'Usar esta dirección',
    editAddress: 'Editar la dirección',
  },
});
