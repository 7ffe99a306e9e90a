/**
 * OCC's B2B payment types of the fake backend (`GET /paymenttypes`, per base site): every site
 * takes cards (SAP's `CARD`), payment on account with a purchase order (`ACCOUNT`) and the store's
 * bank transfer (`BANK_TRANSFER`, which PUT …/paymenttype takes), named in the request's language.
 */
import type { OccPaymentTypeList } from '../../api/orders/occ-payment-types.schema';

type Lang = 'en' | 'fr' | 'nl' | 'es';

const PAYMENT_TYPES: readonly { code: string; displayName: Readonly<Record<Lang, string>> }[] = [
  {
    code: 'CARD',
    displayName: {
      en: 'Card Payment',
      fr: 'Paiement par carte',
      nl: 'Kaartbetaling',
      es: 'Pago con tarjeta',
    },
  },
  {
    code: 'ACCOUNT',
    displayName: {
      en: 'Account Payment',
      fr: 'Paiement sur compte',
      nl: 'Betaling op rekening',
      es: 'Pago a cuenta',
    },
  },
  {
    code: 'BANK_TRANSFER',
    displayName: {
      en: 'Bank Transfer',
      fr: 'Virement bancaire',
      nl: 'Bankoverschrijving',
      es: 'Transferencia bancaria',
    },
  },
];

const isLang = (lang: string): lang is Lang => ['en', 'fr', 'nl', 'es'].includes(lang);

export function paymentTypeList(lang: string): OccPaymentTypeList & {
  paymentTypes: { code: string; displayName: string }[];
} {
  const shown = isLang(lang) ? lang : 'en';
  return {
    paymentTypes: PAYMENT_TYPES.map(({ code, displayName }) => ({
      code,
      displayName: displayName[shown],
    })),
  };
}
