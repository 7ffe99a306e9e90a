/**
 * Seed checkout text for the fake content GraphQL endpoint (`data.checkout.item`), per locale
 * (spec sections 2 and 9); shipping amounts converted at the seed product rates.
 */
import { LOCALES, type Language, type Locale } from '../../core/locale/locales';

const LANGUAGE_BY_LOCALE: Record<Locale, Language> = {
  'en-us': 'en',
  'en-ca': 'en',
  'fr-ca': 'fr',
  'en-gb': 'en',
  'en-au': 'en',
  'en-nz': 'en',
  'ja-jp': 'en',
  'zh-sg': 'en',
  'nl-nl': 'nl',
  'es-es': 'es',
};

interface Amounts {
  ground: string;
  expedited: string;
  /** The aimswebPlus order minimum (AIMSWEB_MINIMUM_USD), as shown on this site. */
  aimswebMinimum: string;
}

const AMOUNTS_BY_LOCALE: Record<Locale, Amounts> = {
  'en-us': { ground: '$10.00', expedited: '$20.00', aimswebMinimum: '$300.00' },
  'en-ca': {
    ground: '$13.50 CAD',
    expedited: '$27.00 CAD',
    aimswebMinimum: 'US$300.00 (equivalent)',
  },
  'fr-ca': {
    ground: '13,50 $',
    expedited: '27,00 $',
    aimswebMinimum: "l'équivalent de 300,00 $ US",
  },
  'en-gb': { ground: '£8.00', expedited: '£16.00', aimswebMinimum: 'US$300.00 (equivalent)' },
  'en-au': { ground: 'A$15.00', expedited: 'A$30.00', aimswebMinimum: 'US$300.00 (equivalent)' },
  'en-nz': { ground: 'NZ$16.50', expedited: 'NZ$33.00', aimswebMinimum: 'US$300.00 (equivalent)' },
  'ja-jp': { ground: 'US$10.00', expedited: 'US$20.00', aimswebMinimum: 'US$300.00' },
  'zh-sg': { ground: 'S$13.50', expedited: 'S$27.00', aimswebMinimum: 'US$300.00 (equivalent)' },
  'nl-nl': {
    ground: '€ 9,20',
    expedited: '€ 18,40',
    aimswebMinimum: 'het equivalent van US$ 300,00',
  },
  'es-es': {
    ground: '9,20 €',
    expedited: '18,40 €',
    aimswebMinimum: 'el equivalente a 300,00 US$',
  },
};

type Builder = (amounts: Amounts) => Record<string, string>;

const BUILDERS: Record<Language, Builder> = {
  en: (a) => ({
    itemsInCartTitle: 'Items in your cart',
    chooseAccountTitle: 'Choose a customer account',
    chooseQualifiedUserTitle: 'Choose a qualified user',
    qualificationInfoTitle: 'About qualification levels',
    qualificationInfo:
      'Qualification levels A, B and C: C is the highest. Products marked B or C can only be ordered for a qualified user ' +
      "whose level is equal to or higher than the product's level.",
    shippingMethodTitle: 'Shipping method',
    shippingGroundLabel: `Ground (10-15 business days) ${a.ground}`,
    shippingExpeditedLabel: `Expedited (3-5 business days) ${a.expedited}`,
    onHoldTitle: 'Your order is on hold',
    onHoldText:
      'Your order has been placed on hold for review. The review usually takes about 48 hours, and we will contact you if we need more information.',
    confirmationEmailNotice: 'Your confirmation email may take up to 5 minutes to arrive.',
    japanPhilippinesNotice:
      'Shipments to Japan or the Philippines may incur additional taxes, duties or fees, which are paid by the customer.',
    splitShipmentNotice:
      'Your order may be split into multiple shipments, which may result in incremental shipping charges.',
    taxExemptNotice:
      'Tax-exempt organizations are not charged tax. Make sure your exemption certificate is on file with us.',
    aimswebMinimumNotice: `aimswebPlus orders require a minimum order total of ${a.aimswebMinimum}.`,
  }),
  fr: (a) => ({
    itemsInCartTitle: 'Articles dans votre panier',
    chooseAccountTitle: 'Choisir un compte client',
    chooseQualifiedUserTitle: 'Choisir un utilisateur qualifié',
    qualificationInfoTitle: 'À propos des niveaux de qualification',
    qualificationInfo:
      'Niveaux de qualification A, B et C : C est le plus élevé. Les produits de niveau B ou C ne peuvent être commandés que pour ' +
      'un utilisateur qualifié dont le niveau est égal ou supérieur à celui du produit.',
    shippingMethodTitle: "Mode d'expédition",
    shippingGroundLabel: `Standard (10 à 15 jours ouvrables) ${a.ground}`,
    shippingExpeditedLabel: `Accéléré (3 à 5 jours ouvrables) ${a.expedited}`,
    onHoldTitle: 'Votre commande est en attente',
    onHoldText:
      "Votre commande a été mise en attente aux fins d'examen. L'examen prend habituellement environ 48 heures; nous " +
      "communiquerons avec vous si nous avons besoin de plus d'information.",
    confirmationEmailNotice:
      "Le courriel de confirmation peut prendre jusqu'à 5 minutes avant d'arriver.",
    japanPhilippinesNotice:
      'Les envois vers le Japon ou les Philippines peuvent entraîner des taxes, droits ou frais supplémentaires, à la charge du client.',
    splitShipmentNotice:
      'Votre commande peut être divisée en plusieurs envois, ce qui peut entraîner des frais d’expédition supplémentaires.',
    taxExemptNotice:
      "Aucune taxe n'est facturée aux organismes exonérés. Assurez-vous que votre certificat d'exonération est à notre dossier.",
    aimswebMinimumNotice: `Les commandes aimswebPlus exigent un total minimal de ${a.aimswebMinimum}.`,
  }),
  nl: (a) => ({
    itemsInCartTitle: 'Artikelen in uw winkelwagen',
    chooseAccountTitle: 'Kies een klantaccount',
    chooseQualifiedUserTitle: 'Kies een gekwalificeerde gebruiker',
    qualificationInfoTitle: 'Over kwalificatieniveaus',
    qualificationInfo:
      'Kwalificatieniveaus A, B en C: C is het hoogste niveau. Producten met niveau B of C kunnen alleen worden besteld voor ' +
      'een gekwalificeerde gebruiker met een gelijk of hoger niveau dan dat van het product.',
    shippingMethodTitle: 'Verzendmethode',
    shippingGroundLabel: `Standaard (10-15 werkdagen) ${a.ground}`,
    shippingExpeditedLabel: `Versneld (3-5 werkdagen) ${a.expedited}`,
    onHoldTitle: 'Uw bestelling is in behandeling',
    onHoldText:
      'Uw bestelling is tijdelijk aangehouden voor controle. De controle duurt meestal ongeveer 48 uur; we nemen contact met u op ' +
      'als we meer informatie nodig hebben.',
    confirmationEmailNotice: 'Het kan tot 5 minuten duren voordat u de bevestigingsmail ontvangt.',
    japanPhilippinesNotice:
      'Voor zendingen naar Japan of de Filipijnen kunnen extra belastingen, invoerrechten of kosten gelden, die voor rekening van de klant zijn.',
    splitShipmentNotice:
      'Uw bestelling kan in meerdere zendingen worden verstuurd, wat extra verzendkosten met zich mee kan brengen.',
    taxExemptNotice:
      'Aan vrijgestelde organisaties wordt geen btw in rekening gebracht. Zorg ervoor dat uw vrijstellingsbewijs bij ons bekend is.',
    aimswebMinimumNotice: `Voor aimswebPlus-bestellingen geldt een minimumbedrag van ${a.aimswebMinimum}.`,
  }),
  es: (a) => ({
    itemsInCartTitle: 'Artículos en su carrito',
    chooseAccountTitle: 'Elija una cuenta de cliente',
    chooseQualifiedUserTitle: 'Elija un usuario cualificado',
    qualificationInfoTitle: 'Acerca de los niveles de cualificación',
    qualificationInfo:
      'Niveles de cualificación A, B y C: C es el más alto. Los productos de nivel B o C solo pueden pedirse para un usuario ' +
      'cualificado cuyo nivel sea igual o superior al del producto.',
    shippingMethodTitle: 'Método de envío',
    shippingGroundLabel: `Terrestre (10-15 días hábiles) ${a.ground}`,
    shippingExpeditedLabel: `Urgente (3-5 días hábiles) ${a.expedited}`,
    onHoldTitle: 'Su pedido está en espera',
    onHoldText:
      'Su pedido ha quedado en espera para su revisión. La revisión suele tardar unas 48 horas; nos pondremos en contacto con usted ' +
      'si necesitamos más información.',
    confirmationEmailNotice:
      'El correo electrónico de confirmación puede tardar hasta 5 minutos en llegar.',
    japanPhilippinesNotice:
      'Los envíos a Japón o Filipinas pueden generar impuestos, aranceles o tasas adicionales, que corren a cargo del cliente.',
    splitShipmentNotice:
      'Su pedido puede dividirse en varios envíos, lo que puede suponer gastos de envío adicionales.',
    taxExemptNotice:
      'A las organizaciones exentas de impuestos no se les cobran impuestos. Asegúrese de que su certificado de exención conste en nuestros registros.',
    aimswebMinimumNotice: `Los pedidos de aimswebPlus requieren un importe mínimo de ${a.aimswebMinimum}.`,
  }),
};

export const SEED_CHECKOUT_TEXT: Record<Locale, Record<string, string>> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    BUILDERS[LANGUAGE_BY_LOCALE[locale]](AMOUNTS_BY_LOCALE[locale]),
  ]),
) as Record<Locale, Record<string, string>>;
