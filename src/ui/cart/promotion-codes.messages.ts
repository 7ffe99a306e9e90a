import { defineMessages } from '../../core/i18n/messages';

/**
 * Labels of the shared promotion codes form (promotion-codes.tsx), for the cart page and the
 * checkout. Why a code was refused comes from src/rules/cart/cart.messages.ts (`promotion.*`).
 */
export const promotionCodesMessages = defineMessages({
  en: {
    heading: 'Promotion code',
    label: 'Enter a promotion code',
    apply: 'Apply',
    applying: 'Applying…',
    required: 'Please enter a promotion code',
    applied: 'Promotion code {code} applied.',
    listLabel: 'Applied promotion codes',
    saves: 'saves {amount}',
    remove: 'Remove',
    removeLabel: 'Remove promotion code {code}',
    removed: 'Promotion code {code} removed.',
    removeFailed: 'We could not remove promotion code {code}. Please try again.',
    tryAgain: 'Try again',
  },
  fr: {
    heading: 'Code promotionnel',
    label: 'Saisissez un code promotionnel',
    apply: 'Appliquer',
    applying: 'Application…',
    required: 'Veuillez saisir un code promotionnel',
    applied: 'Le code promotionnel {code} a été appliqué.',
    listLabel: 'Codes promotionnels appliqués',
    saves: 'économie de {amount}',
    remove: 'Retirer',
    removeLabel: 'Retirer le code promotionnel {code}',
    removed: 'Le code promotionnel {code} a été retiré.',
    removeFailed: 'Impossible de retirer le code promotionnel {code}. Veuillez réessayer.',
    tryAgain: 'Réessayer',
  },
  nl: {
    heading: 'Kortingscode',
    label: 'Voer een kortingscode in',
    apply: 'Toepassen',
    applying: 'Toepassen…',
    required: 'Voer een kortingscode in',
    applied: 'Kortingscode {code} toegepast.',
    listLabel: 'Toegepaste kortingscodes',
    saves: 'bespaart {amount}',
    remove: 'Verwijderen',
    removeLabel: 'Kortingscode {code} verwijderen',
    removed: 'Kortingscode {code} verwijderd.',
    removeFailed: 'Kortingscode {code} kon niet worden verwijderd. Probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
  },
  es: {
    heading: 'Código promocional',
    label: 'Introduzca un código promocional',
    apply: 'Aplicar',
    applying: 'Aplicando…',
    required: 'Introduzca un código promocional',
    applied: 'Se ha aplicado el código promocional {code}.',
    listLabel: 'Códigos promocionales aplicados',
    saves: 'ahorra {amount}',
    remove: 'Eliminar',
    removeLabel: 'Eliminar el código promocional {code}',
    removed: 'Se ha eliminado el código promocional {code}.',
    removeFailed: 'No se ha podido eliminar el código promocional {code}. Vuelva a intentarlo.',
    tryAgain: 'Reintentar',
  },
});

export type PromotionCodesMessageKey = keyof typeof promotionCodesMessages.en;
