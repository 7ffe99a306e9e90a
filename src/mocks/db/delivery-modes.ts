/**
 * Delivery modes by the address's country: ground and expedited in the US and Canada (spec
 * section 9), international elsewhere; costs in the site's currency at the seed rates.
 */
import type { DeliveryMode } from '../../api/checkout/delivery-and-totals.schema';
import { priceOf, type PricingContext } from './pricing-context';
import { pricesFromUsd } from './seed-products';

type Text = readonly [name: string, description: string];

interface SeedDeliveryMode {
  code: string;
  usd: number;
  text: Readonly<Record<'en' | 'fr' | 'nl' | 'es', Text>>;
}

const DOMESTIC: readonly SeedDeliveryMode[] = [
  {
    code: 'ground',
    usd: 10,
    text: {
      en: ['Ground', '10-15 business days'],
      fr: ['Standard', '10 à 15 jours ouvrables'],
      nl: ['Standaard', '10-15 werkdagen'],
      es: ['Terrestre', '10-15 días hábiles'],
    },
  },
  {
    code: 'expedited',
    usd: 20,
    text: {
      en: ['Expedited', '3-5 business days'],
      fr: ['Accéléré', '3 à 5 jours ouvrables'],
      nl: ['Versneld', '3-5 werkdagen'],
      es: ['Urgente', '3-5 días hábiles'],
    },
  },
];

const INTERNATIONAL: readonly SeedDeliveryMode[] = [
  {
    code: 'international-standard',
    usd: 25,
    text: {
      en: ['International standard', '10-20 business days'],
      fr: ['International standard', '10 à 20 jours ouvrables'],
      nl: ['Internationaal standaard', '10-20 werkdagen'],
      es: ['Internacional estándar', '10-20 días hábiles'],
    },
  },
  {
    code: 'international-express',
    usd: 45,
    text: {
      en: ['International express', '5-7 business days'],
      fr: ['International express', '5 à 7 jours ouvrables'],
      nl: ['Internationaal express', '5-7 werkdagen'],
      es: ['Internacional urgente', '5-7 días hábiles'],
    },
  },
];

const DOMESTIC_COUNTRIES = new Set(['US', 'CA']);

function modesFor(country: string): readonly SeedDeliveryMode[] {
  return DOMESTIC_COUNTRIES.has(country) ? DOMESTIC : INTERNATIONAL;
}

/** Whether a mode is offered for deliveries to `country`. */
export function isOfferedFor(country: string, code: string): boolean {
  return modesFor(country).some((mode) => mode.code === code);
}

function render(mode: SeedDeliveryMode, context: PricingContext, lang: string): DeliveryMode {
  const [name, description] = Object.hasOwn(mode.text, lang)
    ? mode.text[lang as keyof SeedDeliveryMode['text']]
    : mode.text.en;
  return {
    code: mode.code,
    name,
    description,
    deliveryCost: priceOf(pricesFromUsd(mode.usd)[context.site], context),
  };
}

/** The modes offered for `country`, priced and named for the request. */
export function deliveryModesFor(
  country: string,
  context: PricingContext,
  lang: string,
): DeliveryMode[] {
  return modesFor(country).map((mode) => render(mode, context, lang));
}

/** One offered mode, priced and named for the request; undefined when not offered there. */
export function deliveryModeFor(
  country: string,
  code: string,
  context: PricingContext,
  lang: string,
): DeliveryMode | undefined {
  return deliveryModesFor(country, context, lang).find((mode) => mode.code === code);
}
