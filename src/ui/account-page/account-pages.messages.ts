import { defineMessages } from '../../core/i18n/messages';

/** The account pages' names (spec section 2) for the menu, the overview and each page's shell. */
export const accountPageNames = defineMessages({
  en: {
    overview: 'My account',
    orderHistory: 'Order History',
    quotes: 'Quotes',
    savedCarts: 'Saved Carts',
    profile: 'Profile & Password',
    qualifications: 'Qualifications',
    accounts: 'Accounts',
    addressBook: 'Address Book',
    preferences: 'Preferences',
    paymentCards: 'Payment Cards',
  },
  fr: {
    overview: 'Mon compte',
    orderHistory: 'Historique des commandes',
    quotes: 'Devis',
    savedCarts: 'Paniers enregistrés',
    profile: 'Profil et mot de passe',
    qualifications: 'Qualifications',
    accounts: 'Comptes',
    addressBook: 'Carnet d’adresses',
    preferences: 'Préférences',
    paymentCards: 'Cartes de paiement',
  },
  nl: {
    overview: 'Mijn account',
    orderHistory: 'Bestelgeschiedenis',
    quotes: 'Offertes',
    savedCarts: 'Opgeslagen winkelwagens',
    profile: 'Profiel en wachtwoord',
    qualifications: 'Kwalificaties',
    accounts: 'Accounts',
    addressBook: 'Adresboek',
    preferences: 'Voorkeuren',
    paymentCards: 'Betaalkaarten',
  },
  es: {
    overview: 'Mi cuenta',
    orderHistory: 'Historial de pedidos',
    quotes: 'Presupuestos',
    savedCarts: 'Carritos guardados',
    profile: 'Perfil y contraseña',
    qualifications: 'Cualificaciones',
    accounts: 'Cuentas',
    addressBook: 'Libreta de direcciones',
    preferences: 'Preferencias',
    paymentCards: 'Tarjetas de pago',
  },
});

export type AccountPageNameKey = keyof typeof accountPageNames.en;
