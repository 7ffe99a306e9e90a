import { describe, expect, it } from 'vitest';
import type { Catalogs } from '../../core/i18n/messages';
import { LANGUAGES } from '../../core/locale/locales';
import { accountMessages } from '../account/account.messages';
import { addressFormMessages } from '../address/address-form-catalog';
import { addressMessages } from '../address/address.messages';
import { cardMessages } from '../card/card.messages';
import { contactDetailsMessages } from '../contact-details/contact-details-catalog';
import { emailMessages } from '../email/email.messages';
import { nameMessages } from '../names/names.messages';
import { phoneMessages } from '../phone/phone.messages';
import { postalCodeMessages } from '../postal-code/postal-code.messages';
import { purchaseOrderMessages } from '../purchase-order/purchase-order.messages';
import { trainingMessages } from '../training/training.messages';

const CATALOGS: [string, Catalogs<string>][] = [
  ['names', nameMessages],
  ['email', emailMessages],
  ['phone', phoneMessages],
  ['address', addressMessages],
  ['postal code', postalCodeMessages],
  ['purchase order', purchaseOrderMessages],
  ['account', accountMessages],
  ['card', cardMessages],
  ['training', trainingMessages],
];

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(CATALOGS)('%s catalog', (_name, catalog) => {
  const keys = Object.keys(catalog.en).sort();

  it('has every key in English, French, Dutch and Spanish, never blank', () => {
    for (const language of LANGUAGES) {
      const texts = catalog[language] as Record<string, string | undefined>;
      expect(Object.keys(texts).sort(), language).toEqual(keys);
      for (const key of keys) expect(texts[key]?.trim(), `${language}.${key}`).toBeTruthy();
    }
  });

  it('keeps the same placeholders in every language', () => {
    for (const language of LANGUAGES)
      for (const key of keys)
        expect(placeholders(catalog[language][key] ?? ''), `${language}.${key}`).toEqual(
          placeholders(catalog.en[key] ?? ''),
        );
  });

  it('is translated, not copied from English', () => {
    for (const language of ['fr', 'nl', 'es'] as const)
      for (const key of keys)
        expect(catalog[language][key], `${language}.${key}`).not.toBe(catalog.en[key]);
  });
});

describe('combined form catalogs', () => {
  it('hold every part’s keys without overlap', () => {
    const parts = [nameMessages, emailMessages, phoneMessages].map((c) => Object.keys(c.en));
    expect(Object.keys(contactDetailsMessages.en).sort()).toEqual(parts.flat().sort());
    expect(new Set(parts.flat()).size).toBe(parts.flat().length);
    expect(contactDetailsMessages.nl['phone.required']).toBe(phoneMessages.nl['phone.required']);
    expect(addressFormMessages.es['postalCode.us']).toBe(postalCodeMessages.es['postalCode.us']);
    expect(addressFormMessages.fr['address.poBox']).toBe(addressMessages.fr['address.poBox']);
  });

  it('keeps every key prefix to one catalog', () => {
    const owner = new Map<string, string>();
    for (const [name, catalog] of CATALOGS)
      for (const key of Object.keys(catalog.en)) {
        const prefix = key.split('.')[0] ?? key;
        expect(owner.get(prefix) ?? name, key).toBe(name);
        owner.set(prefix, name);
      }
  });
});
