import { defineMessages } from '../../core/i18n/messages';

/** Fallbacks for the content call's checkout texts (spec section 7), under the same keys. */
export const checkoutContentMessages = defineMessages({
  en: {
    onHoldTitle: 'Your order is on hold',
    onHoldText:
      'Your order has been placed on hold for review. The review usually takes about 48 hours, and we will contact you if we need more information.',
    confirmationEmailNotice: 'Your confirmation email may take up to 5 minutes to arrive.',
    itemsInCartTitle: 'Items in your cart',
    chooseAccountTitle: 'Choose a customer account',
    chooseQualifiedUserTitle: 'Choose a qualified user',
    qualificationInfoTitle: 'About qualification levels',
    qualificationInfo:
      "Qualification levels A, B and C: C is the highest. Products marked B or C can only be ordered for a qualified user whose level is equal to or higher than the product's level.",
    shippingMethodTitle: 'Shipping method',
    japanPhilippinesNotice:
      'Shipments to Japan or the Philippines may incur additional taxes, duties or fees, which are paid by the customer.',
    splitShipmentNotice:
      'Your order may be split into multiple shipments, which may result in incremental shipping charges.',
    taxExemptNotice:
      'Tax-exempt organizations are not charged tax. Make sure your exemption certificate is on file with us.',
  },
  fr: {
    onHoldTitle: 'Votre commande est en attente',
    onHoldText:
      "Votre commande a été mise en attente aux fins d'examen. L'examen prend habituellement environ 48 heures; nous communiquerons avec vous si nous avons besoin de plus d'information.",
    confirmationEmailNotice:
      "Le courriel de confirmation peut prendre jusqu'à 5 minutes avant d'arriver.",
    itemsInCartTitle: 'Articles dans votre panier',
    chooseAccountTitle: 'Choisir un compte client',
    chooseQualifiedUserTitle: 'Choisir un utilisateur qualifié',
    qualificationInfoTitle: 'À propos des niveaux de qualification',
    qualificationInfo:
      'Niveaux de qualification A, B et C : C est le plus élevé. Les produits de niveau B ou C ne peuvent être commandés que pour un utilisateur qualifié dont le niveau est égal ou supérieur à celui du produit.',
    shippingMethodTitle: "Mode d'expédition",
    japanPhilippinesNotice:
      'Les envois vers le Japon ou les Philippines peuvent entraîner des taxes, droits ou frais supplémentaires, à la charge du client.',
    splitShipmentNotice:
      'Votre commande peut être divisée en plusieurs envois, ce qui peut entraîner des frais d’expédition supplémentaires.',
    taxExemptNotice:
      "Aucune taxe n'est facturée aux organismes exonérés. Assurez-vous que votre certificat d'exonération est à notre dossier.",
  },
  nl: {
    onHoldTitle: 'Uw bestelling is in behandeling',
    onHoldText:
      'Uw bestelling is tijdelijk aangehouden voor controle. De controle duurt meestal ongeveer 48 uur; we nemen contact met u op als we meer informatie nodig hebben.',
    confirmationEmailNotice: 'Het kan tot 5 minuten duren voordat u de bevestigingsmail ontvangt.',
    itemsInCartTitle: 'Artikelen in uw winkelwagen',
    chooseAccountTitle: 'Kies een klantaccount',
    chooseQualifiedUserTitle: 'Kies een gekwalificeerde gebruiker',
    qualificationInfoTitle: 'Over kwalificatieniveaus',
    qualificationInfo:
      'Kwalificatieniveaus A, B en C: C is het hoogste niveau. Producten met niveau B of C kunnen alleen worden besteld voor een gekwalificeerde gebruiker met een gelijk of hoger niveau dan dat van het product.',
    shippingMethodTitle: 'Verzendmethode',
    japanPhilippinesNotice:
      'Voor zendingen naar Japan of de Filipijnen kunnen extra belastingen, invoerrechten of kosten gelden, die voor rekening van de klant zijn.',
    splitShipmentNotice:
      'Uw bestelling kan in meerdere zendingen worden verstuurd, wat extra verzendkosten met zich mee kan brengen.',
    taxExemptNotice:
      'Aan vrijgestelde organisaties wordt geen btw in rekening gebracht. Zorg ervoor dat uw vrijstellingsbewijs bij ons bekend is.',
  },
  es: {
    onHoldTitle: 'Su pedido está en espera',
    onHoldText:
      'Su pedido ha quedado en espera para su revisión. La revisión suele tardar unas 48 horas; nos pondremos en contacto con usted si necesitamos más información.',
    confirmationEmailNotice:
      'El correo electrónico de confirmación puede tardar hasta 5 minutos en llegar.',
    itemsInCartTitle: 'Artículos en su carrito',
    chooseAccountTitle: 'Elija una cuenta de cliente',
    chooseQualifiedUserTitle: 'Elija un usuario cualificado',
    qualificationInfoTitle: 'Acerca de los niveles de cualificación',
    qualificationInfo:
      'Niveles de cualificación A, B y C: C es el más alto. Los productos de nivel B o C solo pueden pedirse para un usuario cualificado cuyo nivel sea igual o superior al del producto.',
    shippingMethodTitle: 'Método de envío',
    japanPhilippinesNotice:
      'Los envíos a Japón o Filipinas pueden generar impuestos, aranceles o tasas adicionales, que corren a cargo del cliente.',
    splitShipmentNotice:
      'Su pedido puede dividirse en varios envíos, lo que puede suponer gastos de envío adicionales.',
    taxExemptNotice:
      'A las organizaciones exentas de impuestos no se les cobran impuestos. Asegúrese de que su certificado de exención conste en nuestros registros.',
  },
});

export type CheckoutContentKey = keyof typeof checkoutContentMessages.en;
