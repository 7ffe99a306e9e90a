import type { RuleFigure } from '../../scripts/checks/rule-figures.mjs';
import {
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from '../../src/rules/address/address.limits';
import { AIMSWEB_MINIMUM_USD } from '../../src/rules/cart/aimsweb';
import { MAX_QUICK_ORDER_PRODUCTS } from '../../src/rules/cart/quick-order-rows';
import {
  CONTACT_EMAIL_MAX_LENGTH,
  QUALIFIED_USER_EMAIL_MAX_LENGTH,
} from '../../src/rules/email/email.limits';
import { NAME_MAX_LENGTH } from '../../src/rules/names/names.limits';
import { PO_MINIMUM_USD } from '../../src/rules/purchase-order/po-threshold';
import { PO_NUMBER_MAX_LENGTH } from '../../src/rules/purchase-order/purchase-order';
import { TRAINING_LEAD_DAYS, TRAINING_LEAD_WEEKS } from '../../src/rules/training/training-dates';

/**
 * The rules' figures the spec names, each with the words that make its value recognisable in a
 * sentence. A new limit in src/rules gets a line here; a changed one needs no edit.
 */
const CHARACTERS = ['character', 'char', 'letter'];
const DOLLARS = { units: ['USD', 'dollar'], prefixes: ['$'] };

export const RULE_FIGURES: readonly RuleFigure[] = [
  {
    name: 'MAX_QUICK_ORDER_PRODUCTS',
    value: MAX_QUICK_ORDER_PRODUCTS,
    units: ['row', 'product', 'line', 'item'],
    phrases: ['up to', 'at most', 'exceeds', 'max', 'maximum of'],
  },
  { name: 'AIMSWEB_MINIMUM_USD', value: AIMSWEB_MINIMUM_USD, ...DOLLARS },
  { name: 'PO_MINIMUM_USD', value: PO_MINIMUM_USD, ...DOLLARS },
  { name: 'TRAINING_LEAD_DAYS', value: TRAINING_LEAD_DAYS, units: ['day'], phrases: ['at least'] },
  { name: 'TRAINING_LEAD_WEEKS', value: TRAINING_LEAD_WEEKS, units: ['week'] },
  { name: 'NAME_MAX_LENGTH', value: NAME_MAX_LENGTH, units: CHARACTERS },
  { name: 'COMPANY_NAME_MAX_LENGTH', value: COMPANY_NAME_MAX_LENGTH, units: CHARACTERS },
  { name: 'CONTACT_EMAIL_MAX_LENGTH', value: CONTACT_EMAIL_MAX_LENGTH, units: CHARACTERS },
  {
    name: 'QUALIFIED_USER_EMAIL_MAX_LENGTH',
    value: QUALIFIED_USER_EMAIL_MAX_LENGTH,
    units: CHARACTERS,
  },
  { name: 'CITY_MAX_LENGTH', value: CITY_MAX_LENGTH, units: CHARACTERS },
  { name: 'STREET_MAX_LENGTH', value: STREET_MAX_LENGTH, units: CHARACTERS },
  { name: 'PO_NUMBER_MAX_LENGTH', value: PO_NUMBER_MAX_LENGTH, units: CHARACTERS },
];
