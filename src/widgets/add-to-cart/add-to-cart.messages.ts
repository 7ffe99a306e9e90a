import { defineMessages } from '../../core/i18n/messages';

/** The button's own texts; rule messages are in src/rules/cart/cart.messages.ts. */
export const addToCartMessages = defineMessages({
  en: {
    add: 'Add to cart',
    adding: 'Adding…',
    added: 'Added to your cart',
    unavailable: 'This product is not available.',
    levelRequired: 'This product requires qualification level {needed}.',
    refused: 'This product cannot be added to your cart.',
    failed: 'We could not add this product to your cart. Please try again.',
    tryAgain: 'Try again',
    signIn: 'Sign in',
    trainingNote: 'Next, choose two preferred dates and add the participants.',
  },
  fr: {
    add: 'Ajouter au panier',
    adding: 'Ajout en cours…',
    added: 'Ajouté à votre panier',
    unavailable: 'Ce produit n’est pas disponible.',
    levelRequired: 'Ce produit exige le niveau de qualification {needed}.',
    refused: 'Ce produit ne peut pas être ajouté à votre panier.',
    failed: 'Impossible d’ajouter ce produit à votre panier. Veuillez réessayer.',
    tryAgain: 'Réessayer',
    signIn: 'Se connecter',
    trainingNote: 'Ensuite, choisissez deux dates souhaitées et ajoutez les participants.',
  },
  nl: {
    add: 'In winkelwagen',
    adding: 'Bezig met toevoegen…',
    added: 'Toegevoegd aan uw winkelwagen',
    unavailable: 'Dit product is niet beschikbaar.',
    levelRequired: 'Voor dit product is kwalificatieniveau {needed} vereist.',
    refused: 'Dit product kan niet aan uw winkelwagen worden toegevoegd.',
    failed: 'Dit product kon niet aan uw winkelwagen worden toegevoegd. Probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    signIn: 'Aanmelden',
    trainingNote: 'Kies daarna twee voorkeursdatums en voeg de deelnemers toe.',
  },
  es: {
    add: 'Añadir al carrito',
    adding: 'Añadiendo…',
    added: 'Añadido a su carrito',
    unavailable: 'Este producto no está disponible.',
    levelRequired: 'Este producto requiere el nivel de cualificación {needed}.',
    refused: 'Este producto no se puede añadir a su carrito.',
    failed: 'No se ha podido añadir este producto a su carrito. Vuelva a intentarlo.',
    tryAgain: 'Reintentar',
    signIn: 'Iniciar sesión',
    trainingNote: 'A continuación, elija dos fechas preferidas y añada los participantes.',
  },
});

export type AddToCartMessageKey = keyof typeof addToCartMessages.en;
