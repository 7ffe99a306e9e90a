import { defineMessages } from '../../core/i18n/messages';

/** Order status names shared by the history, the details and the status lookup. */
export const orderStatusLabels = defineMessages({
  en: {
    CONFIRMED: 'Confirmed',
    ON_HOLD: 'On hold for review',
    SHIPPED: 'Shipped',
    DELIVERED: 'Delivered',
    CANCELLED: 'Cancelled',
  },
  fr: {
    CONFIRMED: 'Confirmée',
    ON_HOLD: 'En attente d’examen',
    SHIPPED: 'Expédiée',
    DELIVERED: 'Livrée',
    CANCELLED: 'Annulée',
  },
  nl: {
    CONFIRMED: 'Bevestigd',
    ON_HOLD: 'In afwachting van controle',
    SHIPPED: 'Verzonden',
    DELIVERED: 'Geleverd',
    CANCELLED: 'Geannuleerd',
  },
  es: {
    CONFIRMED: 'Confirmado',
    ON_HOLD: 'En espera de revisión',
    SHIPPED: 'Enviado',
    DELIVERED: 'Entregado',
    CANCELLED: 'Cancelado',
  },
});
