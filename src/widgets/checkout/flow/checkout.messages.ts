import { defineMessages } from '../../../core/i18n/messages';

/**
 * The checkout's own texts for its frame, its first step and every step's errors; spec quotes
 * (section 8) are word for word. What only later steps show is in later-step.messages.ts, rule
 * messages come from src/rules, content-call texts from checkout-content.messages.ts.
 */
export const checkoutMessages = defineMessages({
  en: {
    loading: 'Loading your checkout…',
    bringingCart: 'Bringing your cart with you…',
    signInTitle: 'Sign in to check out',
    signInText: 'Sign in to your account to check out. The items in your cart come with you.',
    redirectEmpty: 'There is nothing in your cart to check out. Taking you to your cart…',
    redirectBlocked: 'Your cart needs a change before checkout. Taking you to your cart…',
    leavingForError: 'We cannot open your checkout. Taking you to a page that explains why…',
    goToCart: 'Go to your cart',
    orderedElsewhere: 'Your cart was ordered in another window or tab. This is that order.',
    loadFailed: "We couldn't load your checkout. Check your connection and try again.",
    tryAgain: 'Try again',
    saveFailed: "We couldn't save this step. Nothing you entered is lost: please try again.",
    cartModified:
      'Your order was modified in another tab. Checkout has restarted with your updated cart.',
    dismiss: 'Dismiss',
    stepsLabel: 'Checkout steps',
    stepDone: '(completed)',
    stepCurrent: '(current step)',
    stepLater: '(not available yet)',
    'step.account': 'Customer account',
    'step.qualified-user': 'Qualified user',
    'step.qglobal': 'Q-global account',
    'step.aimsweb': 'aimswebPlus account',
    'step.shipping-address': 'Shipping address',
    'step.shipping-method': 'Shipping method',
    'step.billing-address': 'Billing address',
    'step.review': 'Order summary',
    'step.payment': 'Payment',
    stepOf: 'Step {number} of {count}',
    continue: 'Continue',
    saving: 'Saving…',
    back: 'Back',
    discardTitle: 'Discard your changes?',
    discardText: 'This step has changes that are not saved. If you leave it, they are discarded.',
    discardConfirm: 'Discard changes',
    discardCancel: 'Stay on this step',
    close: 'Close',
    // Items in the cart
    quantity: 'Quantity: {quantity}',
    level: 'Level {level}',
    levelLong: 'Qualification level {level}',
    qualificationInfoButton: 'What do the qualification levels mean?',
    // Customer account
    personalAccount: 'Personal account',
    organisationAccount: 'Organization account',
    accountNumber: 'Account number {number}',
    taxExempt: 'Tax-exempt',
    accountNotValid: 'Not valid for ordering: this account has no billing address.',
    accountPersonalAimsweb:
      'Your cart holds aimswebPlus products, which only organizational accounts can order.',
    accountNotListed: 'Account not listed',
    accountNumberLabel: 'Customer account number',
    accountNumberHint: '4 digits, or a temporary number of 12 characters',
    agreeTerms: 'I agree to the Terms & conditions',
    accountsEmpty: 'No account is available for ordering. Enter your account number below.',
    accountRequired: 'Please choose an account.',
    // Qualified user
    userNotQualified:
      "{name}'s qualification level ({level}) does not cover every item in your cart.",
    // Q-global
    qglobalTitle: 'Choose a Q-global account',
    qglobalNotFound:
      'No Q-global account was found with this number. Check the number and try again.',
    qglobalNoAccess:
      "You don't have access to this Q-global account: it is owned by another party.",
    accountSwitched:
      'The Q-global account you chose belongs to {account}: your order is now placed for that account.',
    // aimswebPlus
    aimswebTitle: 'aimswebPlus account',
    aimswebNotFound: 'This aimswebPlus account is not found in {account}.',
    // Addresses
    shippingAddressTitle: 'Shipping address',
    billingAddressTitle: 'Billing address',
    deliveryAddressRequired: 'You must provide a delivery address in order to go to the next step.',
    addressNameInvalid:
      'Choose another address or update your first and last name in your address book.',
    billingAddressRequired: 'Please choose a billing address.',
    addressNotFound: 'This address is no longer in your address book. Please choose another one.',
    // Shipping method
    deliveryModeRequired: 'You must provide a delivery option in order to go to the next step.',
    // Review
    reviewTitle: 'Order summary',
  },
  fr: {
    loading: 'Chargement de votre commande…',
    bringingCart: 'Nous récupérons votre panier…',
    signInTitle: 'Connectez-vous pour passer la commande',
    signInText:
      'Connectez-vous à votre compte pour passer la commande. Les articles de votre panier vous suivent.',
    redirectEmpty: 'Votre panier est vide. Nous vous ramenons à votre panier…',
    redirectBlocked:
      'Votre panier doit être modifié avant de passer la commande. Nous vous ramenons à votre panier…',
    leavingForError:
      'Nous ne pouvons pas ouvrir votre commande. Nous vous dirigeons vers une page qui explique pourquoi…',
    goToCart: 'Aller au panier',
    orderedElsewhere:
      'Votre panier a été commandé dans une autre fenêtre ou un autre onglet. Voici cette commande.',
    loadFailed:
      'Nous n’avons pas pu charger votre commande. Vérifiez votre connexion et réessayez.',
    tryAgain: 'Réessayer',
    saveFailed:
      'Nous n’avons pas pu enregistrer cette étape. Rien de ce que vous avez saisi n’est perdu : veuillez réessayer.',
    cartModified:
      'Votre commande a été modifiée dans un autre onglet. La commande a recommencé avec votre panier mis à jour.',
    dismiss: 'Fermer',
    stepsLabel: 'Étapes de la commande',
    stepDone: '(terminée)',
    stepCurrent: '(étape en cours)',
    stepLater: '(pas encore disponible)',
    'step.account': 'Compte client',
    'step.qualified-user': 'Utilisateur qualifié',
    'step.qglobal': 'Compte Q-global',
    'step.aimsweb': 'Compte aimswebPlus',
    'step.shipping-address': 'Adresse de livraison',
    'step.shipping-method': 'Mode d’expédition',
    'step.billing-address': 'Adresse de facturation',
    'step.review': 'Récapitulatif de la commande',
    'step.payment': 'Paiement',
    stepOf: 'Étape {number} sur {count}',
    continue: 'Continuer',
    saving: 'Enregistrement…',
    back: 'Retour',
    discardTitle: 'Abandonner vos modifications?',
    discardText:
      'Cette étape contient des modifications non enregistrées. Si vous la quittez, elles seront perdues.',
    discardConfirm: 'Abandonner les modifications',
    discardCancel: 'Rester à cette étape',
    close: 'Fermer',
    quantity: 'Quantité : {quantity}',
    level: 'Niveau {level}',
    levelLong: 'Niveau de qualification {level}',
    qualificationInfoButton: 'Que signifient les niveaux de qualification?',
    personalAccount: 'Compte personnel',
    organisationAccount: 'Compte d’organisation',
    accountNumber: 'Numéro de compte {number}',
    taxExempt: 'Exonéré de taxes',
    accountNotValid: 'Ne peut pas servir à commander : ce compte n’a pas d’adresse de facturation.',
    accountPersonalAimsweb:
      'Votre panier contient des produits aimswebPlus, que seuls les comptes d’organisation peuvent commander.',
    accountNotListed: 'Compte non répertorié',
    accountNumberLabel: 'Numéro de compte client',
    accountNumberHint: '4 chiffres, ou un numéro temporaire de 12 caractères',
    agreeTerms: 'J’accepte les conditions générales',
    accountsEmpty:
      'Aucun compte ne peut servir à commander. Saisissez votre numéro de compte ci-dessous.',
    accountRequired: 'Veuillez choisir un compte.',
    userNotQualified:
      'Le niveau de qualification de {name} ({level}) ne couvre pas tous les articles de votre panier.',
    qglobalTitle: 'Choisir un compte Q-global',
    qglobalNotFound:
      'Aucun compte Q-global ne correspond à ce numéro. Vérifiez le numéro et réessayez.',
    qglobalNoAccess:
      'Vous n’avez pas accès à ce compte Q-global : il appartient à une autre partie.',
    accountSwitched:
      'Le compte Q-global choisi appartient à {account} : votre commande est désormais passée pour ce compte.',
    aimswebTitle: 'Compte aimswebPlus',
    aimswebNotFound: 'Ce compte aimswebPlus est introuvable dans {account}.',
    shippingAddressTitle: 'Adresse de livraison',
    billingAddressTitle: 'Adresse de facturation',
    deliveryAddressRequired:
      'Vous devez fournir une adresse de livraison pour passer à l’étape suivante.',
    addressNameInvalid:
      'Choisissez une autre adresse ou mettez à jour vos prénom et nom dans votre carnet d’adresses.',
    billingAddressRequired: 'Veuillez choisir une adresse de facturation.',
    addressNotFound:
      'Cette adresse ne figure plus dans votre carnet d’adresses. Veuillez en choisir une autre.',
    deliveryModeRequired: 'Vous devez choisir un mode de livraison pour passer à l’étape suivante.',
    reviewTitle: 'Récapitulatif de la commande',
  },
  nl: {
    loading: 'Uw bestelling wordt geladen…',
    bringingCart: 'We nemen uw winkelwagen mee…',
    signInTitle: 'Log in om af te rekenen',
    signInText: 'Log in op uw account om af te rekenen. De artikelen in uw winkelwagen gaan mee.',
    redirectEmpty:
      'Er staat niets in uw winkelwagen om af te rekenen. We brengen u naar uw winkelwagen…',
    redirectBlocked:
      'Uw winkelwagen moet worden aangepast voordat u kunt afrekenen. We brengen u naar uw winkelwagen…',
    leavingForError:
      'We kunnen uw bestelling niet openen. U gaat naar een pagina die uitlegt waarom…',
    goToCart: 'Naar uw winkelwagen',
    orderedElsewhere:
      'Uw winkelwagen is in een ander venster of tabblad besteld. Dit is die bestelling.',
    loadFailed:
      'We konden uw bestelling niet laden. Controleer uw verbinding en probeer het opnieuw.',
    tryAgain: 'Opnieuw proberen',
    saveFailed:
      'We konden deze stap niet opslaan. Wat u hebt ingevuld, blijft bewaard: probeer het opnieuw.',
    cartModified:
      'Uw bestelling is in een ander tabblad gewijzigd. Het afrekenen is opnieuw begonnen met uw bijgewerkte winkelwagen.',
    dismiss: 'Sluiten',
    stepsLabel: 'Stappen van het afrekenen',
    stepDone: '(voltooid)',
    stepCurrent: '(huidige stap)',
    stepLater: '(nog niet beschikbaar)',
    'step.account': 'Klantaccount',
    'step.qualified-user': 'Gekwalificeerde gebruiker',
    'step.qglobal': 'Q-global-account',
    'step.aimsweb': 'aimswebPlus-account',
    'step.shipping-address': 'Verzendadres',
    'step.shipping-method': 'Verzendmethode',
    'step.billing-address': 'Factuuradres',
    'step.review': 'Overzicht van de bestelling',
    'step.payment': 'Betaling',
    stepOf: 'Stap {number} van {count}',
    continue: 'Doorgaan',
    saving: 'Opslaan…',
    back: 'Terug',
    discardTitle: 'Uw wijzigingen verwijderen?',
    discardText:
      'Deze stap heeft wijzigingen die niet zijn opgeslagen. Als u de stap verlaat, gaan ze verloren.',
    discardConfirm: 'Wijzigingen verwijderen',
    discardCancel: 'Bij deze stap blijven',
    close: 'Sluiten',
    quantity: 'Aantal: {quantity}',
    level: 'Niveau {level}',
    levelLong: 'Kwalificatieniveau {level}',
    qualificationInfoButton: 'Wat betekenen de kwalificatieniveaus?',
    personalAccount: 'Persoonlijk account',
    organisationAccount: 'Organisatieaccount',
    accountNumber: 'Accountnummer {number}',
    taxExempt: 'Vrijgesteld van btw',
    accountNotValid: 'Niet geldig om te bestellen: dit account heeft geen factuuradres.',
    accountPersonalAimsweb:
      'Uw winkelwagen bevat aimswebPlus-producten, die alleen organisatieaccounts kunnen bestellen.',
    accountNotListed: 'Account staat er niet bij',
    accountNumberLabel: 'Klantaccountnummer',
    accountNumberHint: '4 cijfers, of een tijdelijk nummer van 12 tekens',
    agreeTerms: 'Ik ga akkoord met de algemene voorwaarden',
    accountsEmpty:
      'Er is geen account waarmee u kunt bestellen. Vul hieronder uw accountnummer in.',
    accountRequired: 'Kies een account.',
    userNotQualified:
      'Het kwalificatieniveau van {name} ({level}) dekt niet alle artikelen in uw winkelwagen.',
    qglobalTitle: 'Kies een Q-global-account',
    qglobalNotFound:
      'Er is geen Q-global-account met dit nummer gevonden. Controleer het nummer en probeer het opnieuw.',
    qglobalNoAccess: 'U hebt geen toegang tot dit Q-global-account: het is van een andere partij.',
    accountSwitched:
      'Het gekozen Q-global-account hoort bij {account}: uw bestelling wordt nu voor dat account geplaatst.',
    aimswebTitle: 'aimswebPlus-account',
    aimswebNotFound: 'Dit aimswebPlus-account is niet gevonden bij {account}.',
    shippingAddressTitle: 'Verzendadres',
    billingAddressTitle: 'Factuuradres',
    deliveryAddressRequired: 'U moet een afleveradres opgeven om naar de volgende stap te gaan.',
    addressNameInvalid: 'Kies een ander adres of werk uw voor- en achternaam bij in uw adresboek.',
    billingAddressRequired: 'Kies een factuuradres.',
    addressNotFound: 'Dit adres staat niet meer in uw adresboek. Kies een ander adres.',
    deliveryModeRequired: 'U moet een verzendoptie kiezen om naar de volgende stap te gaan.',
    reviewTitle: 'Overzicht van de bestelling',
  },
  es: {
    loading: 'Cargando su pedido…',
    bringingCart: 'Estamos recuperando su carrito…',
    signInTitle: 'Inicie sesión para finalizar la compra',
    signInText:
      'Inicie sesión en su cuenta para finalizar la compra. Los artículos de su carrito le acompañan.',
    redirectEmpty: 'No hay nada en su carrito para comprar. Le llevamos a su carrito…',
    redirectBlocked:
      'Su carrito necesita un cambio antes de finalizar la compra. Le llevamos a su carrito…',
    leavingForError: 'No podemos abrir su pedido. Le llevamos a una página que explica el motivo…',
    goToCart: 'Ir al carrito',
    orderedElsewhere: 'Su carrito se ha pedido en otra ventana o pestaña. Este es ese pedido.',
    loadFailed: 'No hemos podido cargar su pedido. Compruebe su conexión e inténtelo de nuevo.',
    tryAgain: 'Reintentar',
    saveFailed:
      'No hemos podido guardar este paso. No se ha perdido nada de lo que ha introducido: inténtelo de nuevo.',
    cartModified:
      'Su pedido se ha modificado en otra pestaña. La compra se ha reiniciado con su carrito actualizado.',
    dismiss: 'Cerrar',
    stepsLabel: 'Pasos de la compra',
    stepDone: '(completado)',
    stepCurrent: '(paso actual)',
    stepLater: '(aún no disponible)',
    'step.account': 'Cuenta de cliente',
    'step.qualified-user': 'Usuario cualificado',
    'step.qglobal': 'Cuenta de Q-global',
    'step.aimsweb': 'Cuenta de aimswebPlus',
    'step.shipping-address': 'Dirección de envío',
    'step.shipping-method': 'Método de envío',
    'step.billing-address': 'Dirección de facturación',
    'step.review': 'Resumen del pedido',
    'step.payment': 'Pago',
    stepOf: 'Paso {number} de {count}',
    continue: 'Continuar',
    saving: 'Guardando…',
    back: 'Atrás',
    discardTitle: '¿Descartar los cambios?',
    discardText: 'Este paso tiene cambios sin guardar. Si lo abandona, se descartarán.',
    discardConfirm: 'Descartar los cambios',
    discardCancel: 'Seguir en este paso',
    close: 'Cerrar',
    quantity: 'Cantidad: {quantity}',
    level: 'Nivel {level}',
    levelLong: 'Nivel de cualificación {level}',
    qualificationInfoButton: '¿Qué significan los niveles de cualificación?',
    personalAccount: 'Cuenta personal',
    organisationAccount: 'Cuenta de organización',
    accountNumber: 'Número de cuenta {number}',
    taxExempt: 'Exenta de impuestos',
    accountNotValid: 'No válida para pedidos: esta cuenta no tiene dirección de facturación.',
    accountPersonalAimsweb:
      'Su carrito contiene productos de aimswebPlus, que solo pueden pedir las cuentas de organización.',
    accountNotListed: 'La cuenta no aparece',
    accountNumberLabel: 'Número de cuenta de cliente',
    accountNumberHint: '4 dígitos, o un número temporal de 12 caracteres',
    agreeTerms: 'Acepto los términos y condiciones',
    accountsEmpty:
      'No hay ninguna cuenta disponible para hacer pedidos. Introduzca su número de cuenta a continuación.',
    accountRequired: 'Elija una cuenta.',
    userNotQualified:
      'El nivel de cualificación de {name} ({level}) no cubre todos los artículos de su carrito.',
    qglobalTitle: 'Elija una cuenta de Q-global',
    qglobalNotFound:
      'No se ha encontrado ninguna cuenta de Q-global con este número. Compruebe el número e inténtelo de nuevo.',
    qglobalNoAccess: 'No tiene acceso a esta cuenta de Q-global: pertenece a otra parte.',
    accountSwitched:
      'La cuenta de Q-global elegida pertenece a {account}: su pedido se realiza ahora para esa cuenta.',
    aimswebTitle: 'Cuenta de aimswebPlus',
    aimswebNotFound: 'No se ha encontrado esta cuenta de aimswebPlus en {account}.',
    shippingAddressTitle: 'Dirección de envío',
    billingAddressTitle: 'Dirección de facturación',
    deliveryAddressRequired: 'Debe indicar una dirección de entrega para pasar al siguiente paso.',
    addressNameInvalid:
      'Elija otra dirección o actualice su nombre y apellidos en su libreta de direcciones.',
    billingAddressRequired: 'Elija una dirección de facturación.',
    addressNotFound: 'Esta dirección ya no está en su libreta de direcciones. Elija otra.',
    deliveryModeRequired: 'Debe indicar una opción de entrega para pasar al siguiente paso.',
    reviewTitle: 'Resumen del pedido',
  },
});

export type CheckoutMessageKey = keyof typeof checkoutMessages.en;
