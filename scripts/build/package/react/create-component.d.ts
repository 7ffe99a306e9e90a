import type { ForwardRefExoticComponent, RefAttributes } from 'react';

/** See create-component.js. The package's generated typings type each component it makes. */
export declare function createComponent(
  tagName: string,
  properties: Record<string, string>,
  events: Record<string, string>,
  displayName: string,
): ForwardRefExoticComponent<Record<string, unknown> & RefAttributes<HTMLElement>>;
