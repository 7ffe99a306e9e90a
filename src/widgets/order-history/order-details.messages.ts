import { defineMessages } from '../../core/i18n/messages';

/** <store-order-details> and its reorder (ours: the spec gives no text). */
export const orderDetailsMessages = defineMessages({
  en: {
    title: 'Order {code}',
    titleUnknown: 'Order details',
    signIn: 'Please sign in to see this order.',
    loading: 'Loading the order…',
    loadError: 'We could not load this order. Please try again.',
    notFound:
      'We could not find this order. Check the order number, or find it in your order history.',
    backToHistory: 'Back to order history',
    status: 'Status',
    reorder: 'Reorder',
    reorderHint: 'Adds this order’s products to your cart at today’s prices.',
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
    title: 'Commande {code}',
    titleUnknown: 'Détails de la commande',
    signIn: 'Veuillez vous connecter pour voir cette commande.',
    loading: 'Chargement de la commande…',
    loadError: 'Impossible de charger cette commande. Veuillez réessayer.',
    notFound:
      'Nous n’avons pas trouvé cette commande. Vérifiez le numéro de commande ou cherchez-la dans votre historique.',
    backToHistory: 'Retour à l’historique des commandes',
    status: 'Statut',
    reorder: 'Commander à nouveau',
    reorderHint: 'Ajoute les produits de cette commande à votre panier aux prix d’aujourd’hui.',
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
    title: 'Bestelling {code}',
    titleUnknown: 'Bestelgegevens',
    signIn: 'Meld u aan om deze bestelling te zien.',
    loading: 'De bestelling wordt geladen…',
    loadError: 'Deze bestelling kon niet worden geladen. Probeer het opnieuw.',
    notFound:
      'We konden deze bestelling niet vinden. Controleer het bestelnummer of zoek haar in uw bestelgeschiedenis.',
    backToHistory: 'Terug naar de bestelgeschiedenis',
    status: 'Status',
    reorder: 'Opnieuw bestellen',
    reorderHint:
      'Voegt de producten van deze bestelling toe aan uw winkelwagen tegen de prijzen van vandaag.',
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
    title: 'Pedido {code}',
    titleUnknown: 'Detalles del pedido',
    signIn: 'Inicie sesión para ver este pedido.',
    loading: 'Cargando el pedido…',
    loadError: 'No se ha podido cargar este pedido. Inténtelo de nuevo.',
    notFound:
      'No hemos encontrado este pedido. Compruebe el número de pedido o búsquelo en su historial de pedidos.',
    backToHistory: 'Volver al historial de pedidos',
    status: 'Estado',
    reorder: 'Volver a pedir',
    reorderHint: 'Añade los productos de este pedido a su carrito a los precios de hoy.',
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

export type OrderDetailsMessageKey = keyof typeof orderDetailsMessages.en;
