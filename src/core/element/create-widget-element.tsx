import r2wc from '@r2wc/react-to-web-component';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { getCore } from '../core';
import { emit } from '../events/events';
import { coreMessages } from '../i18n/core.messages';
import { useTranslate } from '../i18n/use-translate';
import { useSite } from '../react/use-store';
import { EmulationBanner } from './emulation-banner';
import { watchForWidgets } from './lazy-registry';
import { readAttribute } from './attribute-value';
import { attributeNames, kebabCase } from './property-names';
import { adoptWidgetStyles } from './stylesheets';
import { upgradeProperties } from './upgrade-properties';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetHostContext } from './widget-host-context';

/** How r2wc turns an attribute into a prop. `json` and `function` props are avoided on purpose. */
export type AttributeType = 'string' | 'number' | 'boolean';

export interface WidgetDefinition<P extends object> {
  /** The default tag, used in logs and events. */
  tag: string;
  component: ComponentType<P>;
  /** Every prop and how its attribute parses; attributes are the kebab-case prop names. */
  attributes: { [K in keyof P]-?: AttributeType };
  /** The widget's CSS text (imported with `?inline`). */
  css: string;
  /**
   * The widget's own attribute reading, for the author mode: each problem as the console says it.
   * Only for widgets that read their attributes themselves (add-to-cart-attributes.ts).
   */
  checkAttributes?: (props: P) => readonly string[];
  /**
   * Reads the widget makes on every page (its CMS content), started when the element connects:
   * a query's own fetch starts in an effect, after the first paint, which at 4x CPU came about
   * 300 ms later (issue 14). Never in the author mode, which makes no backend request.
   */
  prefetch?: (queryClient: QueryClient) => void;
}

/** The author mode's preview: its code comes only on a page edited in the CMS (issue 13). */
const AuthorPreview = lazy(() => import('./author/author-preview'));

const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');
const R2WC_CONNECTED = Symbol.for('r2wc.connected');

interface R2wcInternals {
  [R2WC_PROPS]: Record<string, unknown>;
  [R2WC_RENDER]: () => void;
  [R2WC_CONNECTED]: boolean;
}

/** Marks our elements, whatever tag a page defined them under. */
const WIDGET_MARK = Symbol.for('store-widgets.widget');

/** Whether the element sits in the shadow root of another of our widgets (not a page's own). */
function isInsideWidget(element: HTMLElement): boolean {
  const host = (element.getRootNode() as { host?: unknown }).host;
  return typeof host === 'object' && host !== null && WIDGET_MARK in host;
}

function FailedWidget() {
  const t = useTranslate(coreMessages);
  return (
    <p className="widget-failed" role="status">
      {t('widgetFailed')}
    </p>
  );
}

/**
 * Builds a custom element class for a widget: r2wc with an open shadow root, the widget's CSS
 * adopted as constructable stylesheets, the page's shared query client, an error boundary, and
 * the shadow root in context so popovers render inside it, and the customer service banner while an
 * agent acts for a customer (emulation-banner.tsx). On a page edited in the CMS (core.authorMode)
 * the widget never renders: a sample preview does, whose code loads only then (author/).
 */
export function createWidgetElement<P extends object>(
  definition: WidgetDefinition<P>,
): CustomElementConstructor {
  const { tag, component: Widget, attributes, css, checkAttributes, prefetch } = definition;

  function WidgetRoot(props: P & { container: ShadowRoot }) {
    const { container, ...widgetProps } = props;
    const element = container.host as HTMLElement;
    const site = useSite();
    const core = getCore();
    // A widget inside another widget (the header's account menu and mini-cart) leaves the
    // customer service banner to the widget around it: one banner per block of the page.
    const nested = isInsideWidget(element);
    useEffect(() => {
      emit(element, 'store-widget-loaded', { tag });
    }, [element]);
    return (
      <WidgetHostContext value={{ element, shadowRoot: container, tag }}>
        <div className="widget-root" lang={site.locale}>
          <WidgetErrorBoundary tag={tag} element={element} fallback={<FailedWidget />}>
            <QueryClientProvider client={core.queryClient}>
              {core.authorMode ? (
                <Suspense>
                  <AuthorPreview
                    props={widgetProps as Record<string, unknown>}
                    attributes={attributes}
                    problems={checkAttributes?.(widgetProps as P) ?? []}
                  />
                </Suspense>
              ) : (
                <>
                  {nested ? null : <EmulationBanner />}
                  <Widget {...(widgetProps as P)} />
                </>
              )}
            </QueryClientProvider>
          </WidgetErrorBoundary>
        </div>
      </WidgetHostContext>
    );
  }

  const Base = r2wc(WidgetRoot as ComponentType<object>, {
    shadow: 'open',
    props: attributes as Record<string, AttributeType>,
  });

  const types = attributes as Record<string, AttributeType>;
  const props = Object.keys(types);
  const names = attributeNames(props);

  class WidgetElement extends Base {
    /** The documented kebab-case names, and each property's name as written (property-names.ts). */
    static get observedAttributes(): string[] {
      return [...names.keys()];
    }

    constructor() {
      super();
      const internals = this as unknown as R2wcInternals;
      // r2wc counts an element as connected from its construction, so a property set before the
      // element is inserted (as Vue, React 19, Lit and Angular do) rendered it off the page and
      // fired its events where no listener could hear them: it renders once connected.
      internals[R2WC_CONNECTED] = false;
      // r2wc attached the shadow root in its constructor.
      const root = this.shadowRoot as ShadowRoot;
      (this as unknown as Record<symbol, boolean>)[WIDGET_MARK] = true;
      adoptWidgetStyles(root, css);
      watchForWidgets(root);
      // Values set on the element before its tag was defined. Their accessor reflects them to the
      // attribute, but no attribute callback runs inside an upgrade's constructor: read it here.
      for (const prop of upgradeProperties(this, props)) {
        const name = kebabCase(prop);
        const value = this.getAttribute(name);
        if (value !== null) this.readProp(prop, value);
      }
    }

    connectedCallback(): void {
      const core = getCore();
      if (prefetch && !core.authorMode) prefetch(core.queryClient);
      (Base.prototype as unknown as { connectedCallback: () => void }).connectedCallback.call(this);
    }

    /**
     * Our own reading of every attribute (attribute-value.ts), in place of r2wc's: a boolean
     * attribute by presence, and a removed attribute resets the prop so the widget falls back to
     * its default (r2wc ignores a removal).
     */
    attributeChangedCallback(
      name: string,
      _oldValue: string | null,
      newValue: string | null,
    ): void {
      const attribute = names.get(name);
      if (!attribute) return;
      const { prop, kebab, alias } = attribute;
      // The documented name wins over the property's name as written.
      if (alias && this.hasAttribute(kebab)) return;
      const value = newValue ?? (alias ? null : this.getAttribute(prop.toLowerCase()));
      this.readProp(prop, value);
      (this as unknown as R2wcInternals)[R2WC_RENDER]();
    }

    /** Sets a prop from its attribute's text (null: absent, the widget's default). */
    private readProp(prop: string, value: string | null): void {
      const internals = this as unknown as R2wcInternals;
      const parsed = value === null ? undefined : readAttribute(types[prop] ?? 'string', value);
      const rest = Object.fromEntries(
        Object.entries(internals[R2WC_PROPS]).filter(([key]) => key !== prop),
      );
      internals[R2WC_PROPS] = parsed === undefined ? rest : { ...rest, [prop]: parsed };
    }
  }
  return WidgetElement;
}
