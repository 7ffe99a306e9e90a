import { useEffect } from 'react';
import type { Product } from '../../api/products/product.schema';
import { useWidgetHost } from '../../core/element/widget-host-context';
import { useTranslate } from '../../core/i18n/use-translate';
import { logError } from '../../core/platform/log';
import { useSite } from '../../core/react/use-store';
import { cartMessages } from '../../rules/cart/cart.messages';
import {
  productCodeProblem,
  resolveProductCode,
  useScopeCode,
} from '../../ui/product/product-scope';
import { useProductData } from '../../ui/product/use-product-data';
import { availabilityOf, readField, type ProductField } from './product-field-attributes';
import { productFieldMessages } from './product-field.messages';

export interface ProductFieldProps {
  /** Which of the product's fields: name, program, format, price, availability, qualification-level. */
  field?: string;
  /** A product code or ISBN-13; without it, the `<store-product>` around it. */
  code?: string;
}

type Translate = ReturnType<typeof useTranslate<keyof (typeof productFieldMessages)['en']>>;

function valueOf(product: Product, field: ProductField, t: Translate): string {
  switch (field) {
    case 'name':
      return product.name;
    case 'program':
      return product.programName;
    case 'format':
      return product.format;
    case 'price':
      // The platform formats the account's price for the site, as the cart shows it.
      return product.price.formattedValue;
    case 'availability':
      return t(`availability.${availabilityOf(product)}`);
    case 'qualification-level':
      return product.qualificationLevel;
  }
}

/** <store-product-field>: one field of a product, as plain text in the author's markup. */
export function ProductField({ field: fieldAttribute, code: codeAttribute }: ProductFieldProps) {
  const t = useTranslate(productFieldMessages);
  const tc = useTranslate(cartMessages);
  const { element } = useWidgetHost();
  const site = useSite();
  const scope = useScopeCode(element);
  const read = resolveProductCode(codeAttribute, scope.code, site.routes);
  const field = readField(fieldAttribute);
  const data = useProductData(read.ok && field.ok ? read.code : undefined);
  // The scope around it says once that its product is missing; a field of its own says so itself.
  const scoped = read.from === 'scope' && scope.scope !== null;
  const codeProblem = field.ok
    ? productCodeProblem(
        'store-product-field',
        data.status === 'missing' ? { ...read, ok: false, reason: 'unknown' } : read,
      )
    : undefined;
  const problem = field.ok ? undefined : field.problem;
  useEffect(() => {
    if (problem) logError(problem);
  }, [problem]);
  useEffect(() => {
    if (codeProblem && !scoped) logError(codeProblem);
  }, [codeProblem, scoped]);

  if (!field.ok) return <span part="value" data-state="invalid" />;
  if (codeProblem || data.status === 'failed') {
    if (scoped) return <span part="value" data-state={codeProblem ? 'missing' : 'failed'} />;
    return (
      <span
        className="product-field-message"
        part="value message"
        data-state={codeProblem ? 'missing' : 'failed'}
      >
        {codeProblem ? tc('quickOrder.unknown') : tc('quickOrder.lookupFailed')}
      </span>
    );
  }
  if (data.status !== 'ready') {
    return (
      <span part="value" data-state="loading" aria-busy="true">
        <span className="product-field-skeleton" part="skeleton" />
      </span>
    );
  }
  return (
    <span part="value" data-state="ready" data-field={field.field}>
      {valueOf(data.product, field.field, t)}
    </span>
  );
}
