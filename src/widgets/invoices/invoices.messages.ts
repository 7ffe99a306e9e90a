import { defineMessages } from '../../core/i18n/messages';

/**
 * The invoice pages' shared texts: what the list, the payment and the confirmation all
 * show (the sign-in, loading and error states, the invoice's facts, the simplified mode's
 * lookup). Each page's own texts are in a catalog of its own (invoice-list, invoice-payment,
 * invoice-confirmation .messages.ts), so a page ships only its texts. The spec quotes
 * none; the card decline and the sanctions screening's decline are the spec's banners, in the
 * shared payment catalog (src/ui/payment/payment.messages.ts); the amount's field messages are the
 * rule's (src/rules/invoice/invoice.messages.ts).
 */
export const invoicesMessages = defineMessages({
  en: {
    signIn: 'Please sign in to see your organization’s invoices.',
    loading: 'Loading invoices…',
    loadError: 'We could not load the invoices. Please try again.',
    columnAccount: 'Customer account',
    columnIssued: 'Issued',
    columnDue: 'Due',
    columnTotal: 'Total',
    columnAmountDue: 'Amount due',
    columnStatus: 'Status',
    'status.OPEN': 'Open',
    'status.OVERDUE': 'Overdue',
    'status.PAID': 'Paid',
    pay: 'Pay',
    lookupIntro: 'Enter the invoice number and the billing postal code printed on your invoice.',
    invoiceNumber: 'Invoice number',
    invoiceNumberHint: 'For example, {example}',
    postalCode: 'Billing postal code',
    lookUp: 'Find invoice',
    looking: 'Looking for your invoice…',
    lookupFailed:
      'We could not find an invoice with this number and billing postal code. Please check both and try again.',
    tooManyAttempts:
      'Too many attempts for this invoice number. Please wait 15 minutes and try again.',
    lookupError: 'We could not look up the invoice. Please try again.',
    accessExpired: 'For your security, please enter the billing postal code again.',
    backToInvoices: 'Back to invoices',
  },
  fr: {
    signIn: 'Veuillez vous connecter pour voir les factures de votre organisation.',
    loading: 'Chargement des factures…',
    loadError: 'Impossible de charger les factures. Veuillez réessayer.',
    columnAccount: 'Compte client',
    columnIssued: 'Émise le',
    columnDue: 'Échéance',
    columnTotal: 'Total',
    columnAmountDue: 'Montant dû',
    columnStatus: 'Statut',
    'status.OPEN': 'Ouverte',
    'status.OVERDUE': 'En retard',
    'status.PAID': 'Payée',
    pay: 'Payer',
    lookupIntro:
      'Saisissez le numéro de facture et le code postal de facturation inscrits sur votre facture.',
    invoiceNumber: 'Numéro de facture',
    invoiceNumberHint: 'Par exemple, {example}',
    postalCode: 'Code postal de facturation',
    lookUp: 'Trouver la facture',
    looking: 'Recherche de votre facture…',
    lookupFailed:
      'Aucune facture ne correspond à ce numéro et à ce code postal de facturation. Veuillez vérifier les deux et réessayer.',
    tooManyAttempts:
      'Trop de tentatives pour ce numéro de facture. Veuillez patienter 15 minutes et réessayer.',
    lookupError: 'Impossible de rechercher la facture. Veuillez réessayer.',
    accessExpired: 'Pour votre sécurité, veuillez saisir de nouveau le code postal de facturation.',
    backToInvoices: 'Retour aux factures',
  },
  nl: {
    signIn: 'Meld u aan om de facturen van uw organisatie te zien.',
    loading: 'Facturen laden…',
    loadError: 'De facturen konden niet worden geladen. Probeer het opnieuw.',
    columnAccount: 'Klantaccount',
    columnIssued: 'Datum',
    columnDue: 'Vervaldatum',
    columnTotal: 'Totaal',
    columnAmountDue: 'Openstaand bedrag',
    columnStatus: 'Status',
    'status.OPEN': 'Open',
    'status.OVERDUE': 'Achterstallig',
    'status.PAID': 'Betaald',
    pay: 'Betalen',
    lookupIntro: 'Vul het factuurnummer en de postcode van het factuuradres op uw factuur in.',
    invoiceNumber: 'Factuurnummer',
    invoiceNumberHint: 'Bijvoorbeeld {example}',
    postalCode: 'Postcode factuuradres',
    lookUp: 'Factuur zoeken',
    looking: 'Uw factuur wordt gezocht…',
    lookupFailed:
      'We hebben geen factuur gevonden met dit nummer en deze postcode. Controleer beide en probeer het opnieuw.',
    tooManyAttempts:
      'Te veel pogingen voor dit factuurnummer. Wacht 15 minuten en probeer het opnieuw.',
    lookupError: 'De factuur kon niet worden opgezocht. Probeer het opnieuw.',
    accessExpired: 'Vul voor uw veiligheid de postcode van het factuuradres opnieuw in.',
    backToInvoices: 'Terug naar facturen',
  },
  es: {
    signIn: 'Inicie sesión para ver las facturas de su organización.',
    loading: 'Cargando facturas…',
    loadError: 'No se han podido cargar las facturas. Vuelva a intentarlo.',
    columnAccount: 'Cuenta de cliente',
    columnIssued: 'Emitida',
    columnDue: 'Vencimiento',
    columnTotal: 'Total',
    columnAmountDue: 'Importe pendiente',
    columnStatus: 'Estado',
    'status.OPEN': 'Abierta',
    'status.OVERDUE': 'Vencida',
    'status.PAID': 'Pagada',
    pay: 'Pagar',
    lookupIntro:
      'Introduzca el número de factura y el código postal de facturación que figuran en su factura.',
    invoiceNumber: 'Número de factura',
    invoiceNumberHint: 'Por ejemplo, {example}',
    postalCode: 'Código postal de facturación',
    lookUp: 'Buscar factura',
    looking: 'Buscando su factura…',
    lookupFailed:
      'No hemos encontrado ninguna factura con este número y este código postal de facturación. Compruebe ambos y vuelva a intentarlo.',
    tooManyAttempts:
      'Demasiados intentos para este número de factura. Espere 15 minutos y vuelva a intentarlo.',
    lookupError: 'No se ha podido buscar la factura. Vuelva a intentarlo.',
    accessExpired: 'Por su seguridad, vuelva a introducir el código postal de facturación.',
    backToInvoices: 'Volver a las facturas',
  },
});

export type InvoicesMessageKey = keyof typeof invoicesMessages.en;
