import { defineMessages } from '../../core/i18n/messages';

/** The PDF download's texts, shared by the list and the confirmation. */
export const invoicePdfMessages = defineMessages({
  en: {
    downloadPdf: 'Download PDF',
    downloadPdfOf: 'Download PDF of invoice {number}',
    pdfPending: 'Downloading invoice {number}…',
    pdfDone: 'Invoice {number} is downloaded as a PDF.',
    pdfFailed: 'Invoice {number} could not be downloaded. Please try again.',
  },
  fr: {
    downloadPdf: 'Télécharger le PDF',
    downloadPdfOf: 'Télécharger le PDF de la facture {number}',
    pdfPending: 'Téléchargement de la facture {number}…',
    pdfDone: 'La facture {number} est téléchargée en PDF.',
    pdfFailed: 'La facture {number} n’a pas pu être téléchargée. Veuillez réessayer.',
  },
  nl: {
    downloadPdf: 'PDF downloaden',
    downloadPdfOf: 'PDF downloaden van factuur {number}',
    pdfPending: 'Factuur {number} wordt gedownload…',
    pdfDone: 'Factuur {number} is als pdf gedownload.',
    pdfFailed: 'Factuur {number} kon niet worden gedownload. Probeer het opnieuw.',
  },
  es: {
    downloadPdf: 'Descargar PDF',
    downloadPdfOf: 'Descargar PDF de la factura {number}',
    pdfPending: 'Descargando la factura {number}…',
    pdfDone: 'La factura {number} se ha descargado en PDF.',
    pdfFailed: 'No se ha podido descargar la factura {number}. Vuelva a intentarlo.',
  },
});

export type InvoicePdfMessageKey = keyof typeof invoicePdfMessages.en;
