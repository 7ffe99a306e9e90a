import { defineMessages } from '../../core/i18n/messages';

/** The invoice list's own texts (invoices.tsx): its table and pages. */
export const invoiceListMessages = defineMessages({
  en: {
    empty: 'There are no invoices for your organizations.',
    caption: 'Your organizations’ invoices',
    columnNumber: 'Invoice',
    columnActions: 'Actions',
    payOf: 'Pay invoice {number}',
    paging: 'Invoice pages',
    showing: 'Showing {from} to {to} of {total} invoices',
    pageOf: 'Page {page} of {pages}',
    previous: 'Previous',
    next: 'Next',
    anotherInvoice: 'Find another invoice',
  },
  fr: {
    empty: 'Il n’y a aucune facture pour vos organisations.',
    caption: 'Les factures de vos organisations',
    columnNumber: 'Facture',
    columnActions: 'Actions',
    payOf: 'Payer la facture {number}',
    paging: 'Pages des factures',
    showing: 'Factures {from} à {to} sur {total}',
    pageOf: 'Page {page} sur {pages}',
    previous: 'Précédente',
    next: 'Suivante',
    anotherInvoice: 'Trouver une autre facture',
  },
  nl: {
    empty: 'Er zijn geen facturen voor uw organisaties.',
    caption: 'De facturen van uw organisaties',
    columnNumber: 'Factuur',
    columnActions: 'Acties',
    payOf: 'Factuur {number} betalen',
    paging: 'Factuurpagina’s',
    showing: 'Facturen {from} tot {to} van {total}',
    pageOf: 'Pagina {page} van {pages}',
    previous: 'Vorige',
    next: 'Volgende',
    anotherInvoice: 'Een andere factuur zoeken',
  },
  es: {
    empty: 'No hay facturas de sus organizaciones.',
    caption: 'Las facturas de sus organizaciones',
    columnNumber: 'Factura',
    columnActions: 'Acciones',
    payOf: 'Pagar la factura {number}',
    paging: 'Páginas de facturas',
    showing: 'Facturas {from} a {to} de {total}',
    pageOf: 'Página {page} de {pages}',
    previous: 'Anterior',
    next: 'Siguiente',
    anotherInvoice: 'Buscar otra factura',
  },
});

export type InvoiceListMessageKey = keyof typeof invoiceListMessages.en;
