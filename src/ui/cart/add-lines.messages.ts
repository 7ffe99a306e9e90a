import { defineMessages } from '../../core/i18n/messages';

/**
 * What an add by a script or a `data-store-add` button says: add-to-cart's words, the same in
 * every language (add-lines.messages.test.ts compares them), kept apart so that neither chunk
 * loads the other's texts.
 */
export const addLinesMessages = defineMessages({
  en: {
    added: 'Added to your cart',
    refused: 'This product cannot be added to your cart.',
    failed: 'We could not add this product to your cart. Please try again.',
    levelRequired: 'This product requires qualification level {needed}.',
  },
  fr: {
    added: 'Ajouté à votre panier',
    refused: 'Ce produit ne peut pas être ajouté à votre panier.',
    failed: 'Impossible d’ajouter ce produit à votre panier. Veuillez réessayer.',
    levelRequired: 'Ce produit exige le niveau de qualification {needed}.',
  },
  nl: {
    added: 'Toegevoegd aan uw winkelwagen',
    refused: 'Dit product kan niet aan uw winkelwagen worden toegevoegd.',
    failed: 'Dit product kon niet aan uw winkelwagen worden toegevoegd. Probeer het opnieuw.',
    levelRequired: 'Voor dit product is kwalificatieniveau {needed} vereist.',
  },
  es: {
    added: 'Añadido a su carrito',
    refused: 'Este producto no se puede añadir a su carrito.',
    failed: 'No se ha podido añadir este producto a su carrito. Vuelva a intentarlo.',
    levelRequired: 'Este producto requiere el nivel de cualificación {needed}.',
  },
});

export type AddLinesMessageKey = keyof typeof addLinesMessages.en;
