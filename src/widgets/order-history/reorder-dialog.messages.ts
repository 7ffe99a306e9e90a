import { defineMessages } from '../../core/i18n/messages';

/** The reorder dialog, its own chunk (ours: the spec gives no text). */
export const reorderDialogMessages = defineMessages({
  en: {
    reorderTitle: 'Reorder {code}?',
    reorderMerge:
      'Your cart already has {count} item(s). The products of order {code} will be added to them (merged): nothing in your cart is removed.',
    reorderConfirm: 'Add to my cart',
    cancel: 'Cancel',
    close: 'Close',
    reordering: 'Adding the products to your cart…',
    reorderFailed: 'We could not add the products to your cart. Please try again.',
    tryAgain: 'Try again',
    reorderDone: '{added} of {total} products of order {code} were added to your cart.',
    reorderNone: 'None of the products of order {code} could be added to your cart.',
    noteOutOfStock: '{name}: out of stock, not added.',
    noteReduced: '{name}: only {added} of {ordered} added, the rest is out of stock.',
    noteNotBuyable: '{name}: no longer available to buy online, not added.',
    noteRepriced: '{name}: the price is now {current} (you paid {ordered}).',
    goToCart: 'Go to cart',
  },
  fr: {
    reorderTitle: 'Commander à nouveau {code} ?',
    reorderMerge:
      'Votre panier contient déjà {count} article(s). Les produits de la commande {code} y seront ajoutés (fusionnés) : rien n’est retiré de votre panier.',
    reorderConfirm: 'Ajouter à mon panier',
    cancel: 'Annuler',
    close: 'Fermer',
    reordering: 'Ajout des produits à votre panier…',
    reorderFailed: 'Impossible d’ajouter les produits à votre panier. Veuillez réessayer.',
    tryAgain: 'Réessayer',
    reorderDone:
      '{added} produit(s) sur {total} de la commande {code} ont été ajoutés à votre panier.',
    reorderNone: 'Aucun produit de la commande {code} n’a pu être ajouté à votre panier.',
    noteOutOfStock: '{name} : en rupture de stock, non ajouté.',
    noteReduced:
      '{name} : seulement {added} sur {ordered} ajouté(s), le reste est en rupture de stock.',
    noteNotBuyable: '{name} : n’est plus en vente en ligne, non ajouté.',
    noteRepriced: '{name} : le prix est maintenant de {current} (vous avez payé {ordered}).',
    goToCart: 'Voir le panier',
  },
  nl: {
    reorderTitle: '{code} opnieuw bestellen?',
    reorderMerge:
      'Uw winkelwagen bevat al {count} artikel(en). De producten van bestelling {code} worden eraan toegevoegd (samengevoegd): er wordt niets uit uw winkelwagen verwijderd.',
    reorderConfirm: 'Aan mijn winkelwagen toevoegen',
    cancel: 'Annuleren',
    close: 'Sluiten',
    reordering: 'De producten worden aan uw winkelwagen toegevoegd…',
    reorderFailed:
      'De producten konden niet aan uw winkelwagen worden toegevoegd. Probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    reorderDone:
      '{added} van de {total} producten van bestelling {code} zijn aan uw winkelwagen toegevoegd.',
    reorderNone:
      'Geen enkel product van bestelling {code} kon aan uw winkelwagen worden toegevoegd.',
    noteOutOfStock: '{name}: niet op voorraad, niet toegevoegd.',
    noteReduced: '{name}: slechts {added} van {ordered} toegevoegd, de rest is niet op voorraad.',
    noteNotBuyable: '{name}: niet meer online te koop, niet toegevoegd.',
    noteRepriced: '{name}: de prijs is nu {current} (u betaalde {ordered}).',
    goToCart: 'Naar winkelwagen',
  },
  es: {
    reorderTitle: '¿Volver a pedir {code}?',
    reorderMerge:
      'Su carrito ya tiene {count} artículo(s). Los productos del pedido {code} se añadirán a ellos (combinados): no se quita nada de su carrito.',
    reorderConfirm: 'Añadir a mi carrito',
    cancel: 'Cancelar',
    close: 'Cerrar',
    reordering: 'Añadiendo los productos a su carrito…',
    reorderFailed: 'No se han podido añadir los productos a su carrito. Inténtelo de nuevo.',
    tryAgain: 'Reintentar',
    reorderDone: 'Se han añadido a su carrito {added} de {total} productos del pedido {code}.',
    reorderNone: 'No se ha podido añadir a su carrito ningún producto del pedido {code}.',
    noteOutOfStock: '{name}: sin existencias, no añadido.',
    noteReduced:
      '{name}: solo se han añadido {added} de {ordered}, el resto no está en existencias.',
    noteNotBuyable: '{name}: ya no se vende en línea, no añadido.',
    noteRepriced: '{name}: el precio ahora es {current} (pagó {ordered}).',
    goToCart: 'Ir al carrito',
  },
});

export type ReorderDialogMessageKey = keyof typeof reorderDialogMessages.en;
