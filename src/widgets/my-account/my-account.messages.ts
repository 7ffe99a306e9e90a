import { defineMessages } from '../../core/i18n/messages';

/** One line per account page; the pages' names are the account menu's. */
export const myAccountMessages = defineMessages({
  en: {
    signIn: 'Please sign in to see your account.',
    listLabel: 'Your account',
    orderHistory: 'Your orders and their status and details; order again in one step.',
    quotes: 'Your quotes, how long each is valid, and ordering from a quote.',
    savedCarts: 'Carts you saved for later; make one your active cart again.',
    profile: 'Your name and email address, and changing your password.',
    qualifications: 'Your qualifications and the products your qualification level lets you buy.',
    accounts: 'Your personal and organisational accounts and their account numbers.',
    addressBook: 'Your shipping and billing addresses, and which ones are your defaults.',
    preferences: 'How we contact you, and your regional settings.',
    paymentCards: 'The payment cards you saved, and your default card.',
  },
  fr: {
    signIn: 'Veuillez vous connecter pour voir votre compte.',
    listLabel: 'Votre compte',
    orderHistory: 'Vos commandes, leur statut et leurs détails; commandez de nouveau en une étape.',
    quotes: 'Vos devis, leur durée de validité, et la commande à partir d’un devis.',
    savedCarts:
      'Les paniers que vous avez enregistrés pour plus tard; faites-en de nouveau votre panier actif.',
    profile: 'Vos nom et adresse courriel, et le changement de votre mot de passe.',
    qualifications:
      'Vos qualifications et les produits que votre niveau de qualification vous permet d’acheter.',
    accounts: 'Vos comptes personnels et d’organisation et leurs numéros de compte.',
    addressBook: 'Vos adresses de livraison et de facturation, et celles utilisées par défaut.',
    preferences: 'Comment nous communiquons avec vous, et vos paramètres régionaux.',
    paymentCards: 'Les cartes de paiement enregistrées, et votre carte par défaut.',
  },
  nl: {
    signIn: 'Meld u aan om uw account te zien.',
    listLabel: 'Uw account',
    orderHistory: 'Uw bestellingen met hun status en details; bestel in één stap opnieuw.',
    quotes: 'Uw offertes, hoe lang elke offerte geldig is, en bestellen vanuit een offerte.',
    savedCarts:
      'Winkelwagens die u voor later hebt opgeslagen; maak er weer uw actieve winkelwagen van.',
    profile: 'Uw naam en e-mailadres, en uw wachtwoord wijzigen.',
    qualifications: 'Uw kwalificaties en de producten die u met uw kwalificatieniveau mag kopen.',
    accounts: 'Uw persoonlijke en organisatieaccounts en hun accountnummers.',
    addressBook: 'Uw verzend- en factuuradressen, en welke uw standaardadressen zijn.',
    preferences: 'Hoe we contact met u opnemen, en uw regionale instellingen.',
    paymentCards: 'De betaalkaarten die u hebt opgeslagen, en uw standaardkaart.',
  },
  es: {
    signIn: 'Inicie sesión para ver su cuenta.',
    listLabel: 'Su cuenta',
    orderHistory: 'Sus pedidos con su estado y detalles; vuelva a pedir en un solo paso.',
    quotes: 'Sus presupuestos, cuánto tiempo es válido cada uno y cómo pedir a partir de uno.',
    savedCarts:
      'Los carritos que guardó para más tarde; convierta uno de nuevo en su carrito activo.',
    profile: 'Su nombre y correo electrónico, y el cambio de contraseña.',
    qualifications:
      'Sus cualificaciones y los productos que su nivel de cualificación le permite comprar.',
    accounts: 'Sus cuentas personales y de organización y sus números de cuenta.',
    addressBook: 'Sus direcciones de envío y facturación, y cuáles son las predeterminadas.',
    preferences: 'Cómo nos ponemos en contacto con usted, y su configuración regional.',
    paymentCards: 'Las tarjetas de pago que guardó, y su tarjeta predeterminada.',
  },
});

export type MyAccountMessageKey = keyof typeof myAccountMessages.en;
