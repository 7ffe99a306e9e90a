// Shipped as is in the npm package (`react/create-component.js`): plain JavaScript, React's
// public API only, so it runs under React 18 and 19 alike.
import { createElement, forwardRef, useCallback, useEffect, useLayoutEffect, useRef } from 'react';

// No layout effect where there is no document (a server rendering the page): React 18 warns.
const useClientLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A React component for one of our tags, as Lit's `@lit/react` and Shoelace's wrappers make
 * them, without needing the element's class (the CDN loader defines a tag only once its code
 * arrives):
 *
 * - each property in `properties` (name → attribute) is written as its attribute when React
 *   creates the element, before it inserts it (React 18 writes unknown props as attributes), so
 *   the widget's first render has it, then set as the property in a layout effect (our
 *   properties reflect to those attributes; an element defined later upgrades it);
 * - each `on…` prop in `events` (prop → event name) hears that event through one listener per
 *   event, which always calls the latest handler;
 * - `ref` is the element itself.
 *
 * @param {string} tagName
 * @param {Record<string, string>} properties property name → attribute name
 * @param {Record<string, string>} events `onStoreCartUpdated` → `store-cart-updated`
 * @param {string} displayName
 */
export function createComponent(tagName, properties, events, displayName) {
  const Component = forwardRef(function StoreWidget(props, forwardedRef) {
    const element = useRef(null);
    const latest = useRef(props);
    latest.current = props;
    const rest = {};
    for (const [name, value] of Object.entries(props)) {
      if (name in events) continue;
      const attribute = properties[name];
      // null or undefined: no attribute, the widget's default (as the property would do).
      if (attribute === undefined) rest[name] = value;
      else if (value !== null && value !== undefined) rest[attribute] = String(value);
    }
    useClientLayoutEffect(() => {
      const node = element.current;
      if (!node) return;
      for (const name of Object.keys(properties)) {
        const value = latest.current[name];
        if (value !== undefined && node[name] !== value) node[name] = value;
      }
    });
    useClientLayoutEffect(() => {
      const node = element.current;
      if (!node) return undefined;
      const listeners = Object.entries(events).map(([prop, event]) => {
        const listener = (domEvent) => latest.current[prop]?.(domEvent);
        node.addEventListener(event, listener);
        return () => node.removeEventListener(event, listener);
      });
      return () => listeners.forEach((remove) => remove());
    }, []);
    const ref = useCallback(
      (node) => {
        element.current = node;
        if (typeof forwardedRef === 'function') forwardedRef(node);
        else if (forwardedRef) forwardedRef.current = node;
      },
      [forwardedRef],
    );
    return createElement(tagName, { ...rest, ref });
  });
  Component.displayName = displayName;
  return Component;
}
