import { defineMessages, type Params } from '../../core/i18n/messages';

/** English is the spec's own wording where it gives one; amount params arrive formatted. */
export const cartMessages = defineMessages({
  en: {
    'quickOrder.unknown':
      'Unable to find corresponding product - please make sure that product code/ISBN is correct',
    'quickOrder.duplicate': 'ISBN/product already exists in the form',
    'quickOrder.notBuyableOnline':
      'This product cannot be bought online. Please contact Customer Support to order it.',
    'quickOrder.lookupFailed': 'We could not look up this product. Please try again.',
    'quickOrder.tooManyProducts': 'You can add up to {max} products at a time.',
    'quantity.required': 'Please enter a quantity',
    'quantity.notPositive': 'Please enter a whole number of 1 or more',
    'quantity.belowMinimum': 'The minimum order quantity for this product is {min}',
    'quantity.aboveMaximum': 'The maximum order quantity for this product is {max}',
    'quantity.reducedForStock':
      'Only {granted} in stock: the quantity was reduced from {requested} to {granted}.',
    'quantity.outOfStock': 'This product is out of stock and was not added to your cart.',
    'qualification.insufficient':
      'This product requires qualification level {needed}. Your qualification level is {have}.',
    'qualification.none':
      'This product requires qualification level {needed}. We have no qualification level on file for you.',
    'qualification.checkedLater':
      'This product requires qualification level {needed}. Your qualification is checked once you sign in.',
    'qualification.blocked':
      'Some products need a qualification level you do not have. Remove them or update your qualifications.',
    'qualification.updateLink': 'Update your qualifications',
    'onlineTraining.detailsMissing':
      'Add the preferred dates, contact details and participants of each online training before checkout.',
    'onlineTraining.signInToAdd':
      'Sign in to add an online training: it needs preferred dates and participants.',
    'aimsweb.organisationOnly': 'Only organisational accounts can buy aimswebPlus products.',
    'aimsweb.organisationCheckedLater':
      'Only organisational accounts can buy aimswebPlus products. Your account is checked before checkout.',
    'aimsweb.minimum':
      'aimswebPlus products need a minimum order total of {minimum}. Add {shortfall} more to continue.',
    'aimsweb.minimumEquivalent':
      'aimswebPlus products need a minimum order total of the equivalent of {minimum}. Add about {shortfall} more to continue.',
    'aimsweb.minimumInfo':
      'aimswebPlus products need a minimum order total of the equivalent of {minimum}.',
    'promotion.invalid': 'This promotion code is invalid.',
    'promotion.inactive': 'This promotion code is not active.',
    'promotion.alreadyApplied': 'This promotion code has already been applied.',
    'promotion.notApplicable': 'This promotion code does not apply to the items in your cart.',
    'promotion.generic': 'This promotion code could not be applied. Please try again.',
    'saveCart.nameRequired': 'Please enter a cart name',
    'saveCart.nameAlphanumeric': 'Cart name can only be alpha numeric',
    'saveCart.nameTooLong': 'Cart name can be no more than {nameMax} characters.',
    'saveCart.descriptionTooLong': 'Description can be no more than {descriptionMax} characters.',
    'saveCart.charactersLeft': 'Characters left: {count}',
    'shipping.japanPhilippines':
      'Shipments to Japan or the Philippines may incur additional taxes, duties or fees, which are paid by the customer.',
    'shipping.splitShipment':
      'Your order may be split into multiple shipments, which may result in incremental shipping charges.',
    'shipping.taxExempt':
      'Tax-exempt organizations are not charged tax. Make sure your exemption certificate is on file with us.',
  },
  fr: {
    'quickOrder.unknown':
      'Impossible de trouver le produit correspondant - veuillez vérifier que le code de produit ou l’ISBN est correct',
    'quickOrder.duplicate': 'Cet ISBN ou ce produit figure déjà dans le formulaire',
    'quickOrder.notBuyableOnline':
      'Ce produit ne peut pas être acheté en ligne. Veuillez communiquer avec le Service à la clientèle pour le commander.',
    'quickOrder.lookupFailed': 'Nous n’avons pas pu rechercher ce produit. Veuillez réessayer.',
    'quickOrder.tooManyProducts': 'Vous pouvez ajouter jusqu’à {max} produits à la fois.',
    'quantity.required': 'Veuillez saisir une quantité',
    'quantity.notPositive': 'Veuillez saisir un nombre entier égal ou supérieur à 1',
    'quantity.belowMinimum': 'La quantité minimale de commande pour ce produit est de {min}',
    'quantity.aboveMaximum': 'La quantité maximale de commande pour ce produit est de {max}',
    'quantity.reducedForStock':
      'Seulement {granted} en stock : la quantité est passée de {requested} à {granted}.',
    'quantity.outOfStock':
      'Ce produit est en rupture de stock et n’a pas été ajouté à votre panier.',
    'qualification.insufficient':
      'Ce produit exige le niveau de qualification {needed}. Votre niveau de qualification est {have}.',
    'qualification.none':
      'Ce produit exige le niveau de qualification {needed}. Aucun niveau de qualification ne figure à votre dossier.',
    'qualification.checkedLater':
      'Ce produit exige le niveau de qualification {needed}. Votre qualification sera vérifiée une fois que vous serez connecté.',
    'qualification.blocked':
      'Certains produits exigent un niveau de qualification que vous n’avez pas. Retirez-les ou mettez à jour vos qualifications.',
    'qualification.updateLink': 'Mettre à jour vos qualifications',
    'onlineTraining.detailsMissing':
      'Ajoutez les dates souhaitées, les coordonnées et les participants de chaque formation en ligne avant de passer à la caisse.',
    'onlineTraining.signInToAdd':
      'Connectez-vous pour ajouter une formation en ligne : elle exige des dates souhaitées et des participants.',
    'aimsweb.organisationOnly':
      'Seuls les comptes d’organisation peuvent acheter les produits aimswebPlus.',
    'aimsweb.organisationCheckedLater':
      'Seuls les comptes d’organisation peuvent acheter les produits aimswebPlus. Votre compte sera vérifié avant le paiement.',
    'aimsweb.minimum':
      'Les produits aimswebPlus exigent un total de commande minimal de {minimum}. Ajoutez {shortfall} pour continuer.',
    'aimsweb.minimumEquivalent':
      'Les produits aimswebPlus exigent un total de commande minimal équivalant à {minimum}. Ajoutez environ {shortfall} pour continuer.',
    'aimsweb.minimumInfo':
      'Les produits aimswebPlus exigent un total de commande minimal équivalant à {minimum}.',
    'promotion.invalid': 'Ce code promotionnel n’est pas valide.',
    'promotion.inactive': 'Ce code promotionnel n’est pas actif.',
    'promotion.alreadyApplied': 'Ce code promotionnel a déjà été appliqué.',
    'promotion.notApplicable':
      'Ce code promotionnel ne s’applique pas aux articles de votre panier.',
    'promotion.generic': 'Ce code promotionnel n’a pas pu être appliqué. Veuillez réessayer.',
    'saveCart.nameRequired': 'Veuillez saisir un nom de panier',
    'saveCart.nameAlphanumeric':
      'Le nom du panier ne peut contenir que des lettres et des chiffres',
    'saveCart.nameTooLong': 'Le nom du panier ne peut pas dépasser {nameMax} caractères.',
    'saveCart.descriptionTooLong':
      'La description ne peut pas dépasser {descriptionMax} caractères.',
    'saveCart.charactersLeft': 'Caractères restants : {count}',
    'shipping.japanPhilippines':
      'Les envois vers le Japon ou les Philippines peuvent entraîner des taxes, droits ou frais supplémentaires, à la charge du client.',
    'shipping.splitShipment':
      'Votre commande peut être divisée en plusieurs envois, ce qui peut entraîner des frais d’expédition supplémentaires.',
    'shipping.taxExempt':
      "Aucune taxe n'est facturée aux organismes exonérés. Assurez-vous que votre certificat d'exonération est à notre dossier.",
  },
  nl: {
    'quickOrder.unknown':
      'Kan het bijbehorende product niet vinden - controleer of de productcode/het ISBN juist is',
    'quickOrder.duplicate': 'Dit ISBN/product staat al in het formulier',
    'quickOrder.notBuyableOnline':
      'Dit product kan niet online worden gekocht. Neem contact op met de klantenservice om het te bestellen.',
    'quickOrder.lookupFailed': 'We konden dit product niet opzoeken. Probeer het opnieuw.',
    'quickOrder.tooManyProducts': 'U kunt maximaal {max} producten tegelijk toevoegen.',
    'quantity.required': 'Vul een aantal in',
    'quantity.notPositive': 'Vul een geheel getal van 1 of meer in',
    'quantity.belowMinimum': 'Het minimale bestelaantal voor dit product is {min}',
    'quantity.aboveMaximum': 'Het maximale bestelaantal voor dit product is {max}',
    'quantity.reducedForStock':
      'Nog maar {granted} op voorraad: het aantal is verlaagd van {requested} naar {granted}.',
    'quantity.outOfStock':
      'Dit product is niet op voorraad en is niet aan uw winkelwagen toegevoegd.',
    'qualification.insufficient':
      'Voor dit product is kwalificatieniveau {needed} vereist. Uw kwalificatieniveau is {have}.',
    'qualification.none':
      'Voor dit product is kwalificatieniveau {needed} vereist. Er is geen kwalificatieniveau van u bekend.',
    'qualification.checkedLater':
      'Voor dit product is kwalificatieniveau {needed} vereist. Uw kwalificatie wordt gecontroleerd zodra u bent ingelogd.',
    'qualification.blocked':
      'Voor sommige producten is een kwalificatieniveau nodig dat u niet hebt. Verwijder ze of werk uw kwalificaties bij.',
    'qualification.updateLink': 'Uw kwalificaties bijwerken',
    'onlineTraining.detailsMissing':
      'Vul voor het afrekenen de voorkeursdatums, contactgegevens en deelnemers van elke onlinetraining in.',
    'onlineTraining.signInToAdd':
      'Meld u aan om een onlinetraining toe te voegen: daarvoor zijn voorkeursdatums en deelnemers nodig.',
    'aimsweb.organisationOnly': 'Alleen organisatieaccounts kunnen aimswebPlus-producten kopen.',
    'aimsweb.organisationCheckedLater':
      'Alleen organisatieaccounts kunnen aimswebPlus-producten kopen. Uw account wordt vóór het afrekenen gecontroleerd.',
    'aimsweb.minimum':
      'Voor aimswebPlus-producten geldt een minimumbedrag van {minimum}. Voeg nog {shortfall} toe om verder te gaan.',
    'aimsweb.minimumEquivalent':
      'Voor aimswebPlus-producten geldt een minimumbedrag van het equivalent van {minimum}. Voeg nog ongeveer {shortfall} toe om verder te gaan.',
    'aimsweb.minimumInfo':
      'Voor aimswebPlus-producten geldt een minimumbedrag van het equivalent van {minimum}.',
    'promotion.invalid': 'Deze promotiecode is ongeldig.',
    'promotion.inactive': 'Deze promotiecode is niet actief.',
    'promotion.alreadyApplied': 'Deze promotiecode is al toegepast.',
    'promotion.notApplicable': 'Deze promotiecode geldt niet voor de artikelen in uw winkelwagen.',
    'promotion.generic': 'Deze promotiecode kon niet worden toegepast. Probeer het opnieuw.',
    'saveCart.nameRequired': 'Vul een naam voor de winkelwagen in',
    'saveCart.nameAlphanumeric':
      'De naam van de winkelwagen mag alleen letters en cijfers bevatten',
    'saveCart.nameTooLong': 'De naam van de winkelwagen mag niet langer zijn dan {nameMax} tekens.',
    'saveCart.descriptionTooLong':
      'De beschrijving mag niet langer zijn dan {descriptionMax} tekens.',
    'saveCart.charactersLeft': 'Resterende tekens: {count}',
    'shipping.japanPhilippines':
      'Voor zendingen naar Japan of de Filipijnen kunnen extra belastingen, invoerrechten of kosten gelden, die voor rekening van de klant zijn.',
    'shipping.splitShipment':
      'Uw bestelling kan in meerdere zendingen worden verstuurd, wat extra verzendkosten met zich mee kan brengen.',
    'shipping.taxExempt':
      'Aan vrijgestelde organisaties wordt geen btw in rekening gebracht. Zorg ervoor dat uw vrijstellingsbewijs bij ons bekend is.',
  },
  es: {
    'quickOrder.unknown':
      'No se encuentra el producto correspondiente - compruebe que el código de producto/ISBN es correcto',
    'quickOrder.duplicate': 'El ISBN/producto ya figura en el formulario',
    'quickOrder.notBuyableOnline':
      'Este producto no se puede comprar en línea. Póngase en contacto con Atención al cliente para pedirlo.',
    'quickOrder.lookupFailed': 'No hemos podido buscar este producto. Inténtelo de nuevo.',
    'quickOrder.tooManyProducts': 'Puede añadir hasta {max} productos a la vez.',
    'quantity.required': 'Introduzca una cantidad',
    'quantity.notPositive': 'Introduzca un número entero igual o superior a 1',
    'quantity.belowMinimum': 'La cantidad mínima de pedido de este producto es {min}',
    'quantity.aboveMaximum': 'La cantidad máxima de pedido de este producto es {max}',
    'quantity.reducedForStock':
      'Solo quedan {granted} en existencias: la cantidad se ha reducido de {requested} a {granted}.',
    'quantity.outOfStock': 'Este producto está agotado y no se ha añadido a su carrito.',
    'qualification.insufficient':
      'Este producto requiere el nivel de cualificación {needed}. Su nivel de cualificación es {have}.',
    'qualification.none':
      'Este producto requiere el nivel de cualificación {needed}. No consta ningún nivel de cualificación suyo.',
    'qualification.checkedLater':
      'Este producto requiere el nivel de cualificación {needed}. Su cualificación se comprobará cuando inicie sesión.',
    'qualification.blocked':
      'Algunos productos requieren un nivel de cualificación que usted no tiene. Elimínelos o actualice sus cualificaciones.',
    'qualification.updateLink': 'Actualizar sus cualificaciones',
    'onlineTraining.detailsMissing':
      'Añada las fechas preferidas, los datos de contacto y los participantes de cada formación en línea antes de pagar.',
    'onlineTraining.signInToAdd':
      'Inicie sesión para añadir una formación en línea: necesita fechas preferidas y participantes.',
    'aimsweb.organisationOnly':
      'Solo las cuentas de organización pueden comprar productos aimswebPlus.',
    'aimsweb.organisationCheckedLater':
      'Solo las cuentas de organización pueden comprar productos aimswebPlus. Su cuenta se comprobará antes del pago.',
    'aimsweb.minimum':
      'Los productos aimswebPlus requieren un pedido mínimo de {minimum}. Añada {shortfall} más para continuar.',
    'aimsweb.minimumEquivalent':
      'Los productos aimswebPlus requieren un pedido mínimo equivalente a {minimum}. Añada aproximadamente {shortfall} más para continuar.',
    'aimsweb.minimumInfo':
      'Los productos aimswebPlus requieren un pedido mínimo equivalente a {minimum}.',
    'promotion.invalid': 'Este código promocional no es válido.',
    'promotion.inactive': 'Este código promocional no está activo.',
    'promotion.alreadyApplied': 'Este código promocional ya se ha aplicado.',
    'promotion.notApplicable':
      'Este código promocional no se aplica a los artículos de su carrito.',
    'promotion.generic': 'No se ha podido aplicar este código promocional. Inténtelo de nuevo.',
    'saveCart.nameRequired': 'Introduzca un nombre para el carrito',
    'saveCart.nameAlphanumeric': 'El nombre del carrito solo puede contener letras y números',
    'saveCart.nameTooLong': 'El nombre del carrito no puede superar los {nameMax} caracteres.',
    'saveCart.descriptionTooLong':
      'La descripción no puede superar los {descriptionMax} caracteres.',
    'saveCart.charactersLeft': 'Caracteres restantes: {count}',
    'shipping.japanPhilippines':
      'Los envíos a Japón o Filipinas pueden generar impuestos, aranceles o tasas adicionales, que corren a cargo del cliente.',
    'shipping.splitShipment':
      'Su pedido puede dividirse en varios envíos, lo que puede suponer gastos de envío adicionales.',
    'shipping.taxExempt':
      'A las organizaciones exentas de impuestos no se les cobran impuestos. Asegúrese de que su certificado de exención conste en nuestros registros.',
  },
});

export type CartMessageKey = keyof typeof cartMessages.en;

/** What a rule returns instead of text. */
export interface CartMessage {
  key: CartMessageKey;
  params?: Params;
}
