import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { getCore, type Core } from '../page-core/page-core';
import type { PageQueries } from '../queries/page-queries';
import { emit } from '../events/events';
import { coreMessages } from '../i18n/core.messages';
import { useTranslate } from '../i18n/use-translate';
import { CoreContext } from '../react/core-context';
import { useSite } from '../react/use-store';
import { EmulationBanner } from './emulation-banner';
import { watchForWidgets } from './lazy-registry';
import { adoptWidgetStyles } from './stylesheets';
import { widgetElementBase, type AttributeType } from './widget-element-base';
import { defineCommandMethods } from './widget-commands';
import { WidgetErrorBoundary } from './widget-error-boundary';
import { WidgetHostContext } from './widget-host-context';
import { reservedRulesSettled } from './reserved-style';

export type { AttributeType };

export interface WidgetDefinition<P extends object> {
  /** The default tag, used in logs and events. */
  tag: string;
  component: ComponentType<P>;
  attributes: { [K in keyof P]-?: AttributeType };
  /** Imported with `?inline`. */
  css: string;
  /** For the author mode, by widgets that read their attributes themselves; handed the element's core. */
  checkAttributes?: (props: P, core: Core) => readonly string[];
  /** Started when the element connects rather than after the first paint; never in author mode. */
  prefetch?: (queries: PageQueries) => void;
  /** A piece of the author's markup (a product's field), many to a page: no customer service banner. */
  inline?: true;
  /** Its children are the author's markup (a `<slot>`): the author mode shows them after the preview. */
  scope?: true;
  /** Public methods (each `@method` in the element's JSDoc); the component answers them with useWidgetCommands. */
  methods?: readonly string[];
}

// The preview takes its size from the reserved boxes' rules, which a page without them inline
// fetches as the loader runs (reserved-style.ts).
const AuthorPreview = lazy(() =>
  Promise.all([import('../author/author-preview'), reservedRulesSettled()]).then(
    ([preview]) => preview,
  ),
);

/** Marks our elements, whatever tag a page defined them under. */
const WIDGET_MARK = Symbol.for('store-widgets.widget');

function isInsideWidget(element: HTMLElement): boolean {
  const host = (element.getRootNode() as { host?: unknown }).host;
  return typeof host === 'object' && host !== null && WIDGET_MARK in host;
}

function WidgetFrame({ children }: { children: ReactNode }) {
  const site = useSite();
  return (
    <div className="widget-root" lang={site.locale}>
      {children}
    </div>
  );
}

function FailedWidget() {
  const t = useTranslate(coreMessages);
  return (
    <p className="widget-failed" role="status">
      {t('widgetFailed')}
    </p>
  );
}

export function createWidgetElement<P extends object>(
  definition: WidgetDefinition<P>,
): CustomElementConstructor {
  const { tag, component: Widget, attributes, css, checkAttributes, prefetch } = definition;

  function WidgetRoot(props: P & { container: ShadowRoot }) {
    const { container, ...widgetProps } = props;
    const element = container.host as HTMLElement;
    const core = getCore();
    // One customer service banner per block: a nested widget leaves it to the one around it.
    const nested = definition.inline === true || isInsideWidget(element);
    useEffect(() => {
      emit(element, 'store-widget-loaded', { tag });
    }, [element]);
    return (
      <CoreContext value={core}>
        <WidgetHostContext value={{ element, shadowRoot: container, tag }}>
          <WidgetFrame>
            <WidgetErrorBoundary tag={tag} element={element} fallback={<FailedWidget />}>
              {core.authorMode ? (
                <>
                  <Suspense>
                    <AuthorPreview
                      props={widgetProps as Record<string, unknown>}
                      attributes={attributes}
                      problems={checkAttributes?.(widgetProps as P, core) ?? []}
                    />
                  </Suspense>
                  {definition.scope ? <slot /> : null}
                </>
              ) : (
                <>
                  {nested ? null : <EmulationBanner />}
                  <Widget {...(widgetProps as P)} />
                </>
              )}
            </WidgetErrorBoundary>
          </WidgetFrame>
        </WidgetHostContext>
      </CoreContext>
    );
  }

  const element = widgetElementBase(
    WidgetRoot as ComponentType<Record<string, unknown>>,
    attributes as Record<string, AttributeType>,
    (element, root) => {
      (element as unknown as Record<symbol, boolean>)[WIDGET_MARK] = true;
      adoptWidgetStyles(root, css);
      watchForWidgets(root);
    },
    () => {
      const core = getCore();
      if (prefetch && !core.authorMode) prefetch(core.queries);
    },
  );
  if (definition.methods) defineCommandMethods(element, definition.methods);
  return element;
}
