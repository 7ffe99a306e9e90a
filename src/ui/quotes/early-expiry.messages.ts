import { defineMessages } from '../../core/i18n/messages';

// The early expiration notice's texts (ours; spec sections 2 and 9): `*Preview` before a quote
// exists, `*Quote` on its page; `{days}` is QUOTE_VALIDITY_DAYS.
export const earlyExpiryMessages = defineMessages({
  en: {
    titlePreview: 'Your quote will expire early',
    titleQuote: 'This quote expires early',
    reasonPricingUpdate: 'Our prices change on {date}.',
    reasonOrganisationDiscountEnd: "Your organisation's discount ends on {date}.",
    untilPreview:
      'So the quote will be valid only until the end of {date} ({zone}), not the usual {days} days.',
    untilQuote: 'It can be ordered until the end of {date} ({zone}).',
  },
  fr: {
    titlePreview: 'Votre devis expirera plus tôt',
    titleQuote: 'Ce devis expire plus tôt',
    reasonPricingUpdate: 'Nos prix changent le {date}.',
    reasonOrganisationDiscountEnd: 'La remise de votre organisation prend fin le {date}.',
    untilPreview:
      'Le devis ne sera donc valable que jusqu’à la fin du {date} ({zone}), et non {days} jours comme d’habitude.',
    untilQuote: 'Il peut être commandé jusqu’à la fin du {date} ({zone}).',
  },
  nl: {
    titlePreview: 'Uw offerte verloopt eerder',
    titleQuote: 'Deze offerte verloopt eerder',
    reasonPricingUpdate: 'Onze prijzen wijzigen op {date}.',
    reasonOrganisationDiscountEnd: 'De korting van uw organisatie eindigt op {date}.',
    untilPreview:
      'De offerte is daarom alleen geldig tot het einde van {date} ({zone}), niet de gebruikelijke {days} dagen.',
    untilQuote: 'U kunt deze offerte bestellen tot het einde van {date} ({zone}).',
  },
  es: {
    titlePreview: 'Su presupuesto caducará antes',
    titleQuote: 'Este presupuesto caduca antes',
    reasonPricingUpdate: 'Nuestros precios cambian el {date}.',
    reasonOrganisationDiscountEnd: 'El descuento de su organización termina el {date}.',
    untilPreview:
      'Por eso el presupuesto solo será válido hasta el final del {date} ({zone}), no los {days} días habituales.',
    untilQuote: 'Puede pedirse hasta el final del {date} ({zone}).',
  },
});
export type EarlyExpiryMessageKey = keyof typeof earlyExpiryMessages.en;
