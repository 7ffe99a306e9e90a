import { defineMessages } from '../../core/i18n/messages';

/** <store-order-details> and its reorder (ours: the spec gives no text). */
export const orderDetailsMessages = defineMessages({
  en: {
    title: 'Order {code}',
    titleUnknown: 'Order details',
    signIn: 'Please sign in to see this order.',
    loading: 'Loading the order…',
    loadError: 'We could not load this order. Please try again.',
    backToHistory: 'Back to order history',
    status: 'Status',
    reorderHint: 'Adds this order’s products to your cart at today’s prices.',
  },
  fr: {
    title: 'Commande {code}',
    titleUnknown: 'Détails de la commande',
    signIn: 'Veuillez vous connecter pour voir cette commande.',
    loading: 'Chargement de la commande…',
    loadError: 'Impossible de charger cette commande. Veuillez réessayer.',
    backToHistory: 'Retour à l’historique des commandes',
    status: 'Statut',
    reorderHint: 'Ajoute les produits de cette commande à votre panier aux prix d’aujourd’hui.',
  },
  nl: {
    title: 'Bestelling {code}',
    titleUnknown: 'Bestelgegevens',
    signIn: 'Meld u aan om deze bestelling te zien.',
    loading: 'De bestelling wordt geladen…',
    loadError: 'Deze bestelling kon niet worden geladen. Probeer het opnieuw.',
    backToHistory: 'Terug naar de bestelgeschiedenis',
    status: 'Status',
    reorderHint:
      'Voegt de producten van deze bestelling toe aan uw winkelwagen tegen de prijzen van vandaag.',
  },
  es: {
    title: 'Pedido {code}',
    titleUnknown: 'Detalles del pedido',
    signIn: 'Inicie sesión para ver este pedido.',
    loading: 'Cargando el pedido…',
    loadError: 'No se ha podido cargar este pedido. Inténtelo de nuevo.',
    backToHistory: 'Volver al historial de pedidos',
    status: 'Estado',
    reorderHint: 'Añade los productos de este pedido a su carrito a los precios de hoy.',
  },
});

export type OrderDetailsMessageKey = keyof typeof orderDetailsMessages.en;
