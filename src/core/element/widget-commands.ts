// An element's public methods (`<store-mini-cart>`'s `open()`) reach its component through here. A
// call made before the component has rendered waits for it; queued calls run in the order made.
// On every page (the header's mini-cart): kept small.
import { useContext, useEffect } from 'react';
import { WidgetHostContext } from './widget-host-context';

export type WidgetCommands = Record<string, (...args: never[]) => unknown>;

/** A call waiting for the component's first render: it takes the commands once there are some. */
type Waiting = (commands: WidgetCommands) => void;

/** On the element: its component's commands once rendered, the calls waiting for them before. */
const COMMANDS = Symbol.for('store-widgets.commands');
type Host = HTMLElement & { [COMMANDS]?: WidgetCommands | Waiting[] | undefined };

/** Calls the component's command; before it has rendered, once it has (in the order made). */
export function callWidget(element: HTMLElement, name: string, args: unknown[]): Promise<unknown> {
  const host = element as Host;
  return new Promise<WidgetCommands>((resolve) => {
    const slot = host[COMMANDS];
    if (slot && !Array.isArray(slot)) resolve(slot);
    else (host[COMMANDS] = slot ?? []).push(resolve);
  }).then((commands) => (commands[name] as (...a: unknown[]) => unknown)(...args));
}

/** In a widget's component: the element's methods call these (the latest render's). */
export function useWidgetCommands(commands: WidgetCommands): void {
  const host = useContext(WidgetHostContext);
  useEffect(() => {
    if (!host) return;
    const element = host.element as Host;
    const waiting = element[COMMANDS];
    element[COMMANDS] = commands;
    if (Array.isArray(waiting)) for (const call of waiting) call(commands);
  });
  useEffect(
    () => () => {
      if (host) (host.element as Host)[COMMANDS] = undefined;
    },
    [host],
  );
}

/** Defines each command as a method of the element class, e.g. `element.open()`. */
export function defineCommandMethods(
  element: CustomElementConstructor,
  names: readonly string[],
): void {
  for (const name of names) {
    Object.defineProperty(element.prototype, name, {
      configurable: true,
      writable: true,
      value(this: HTMLElement, ...args: unknown[]) {
        return callWidget(this, name, args);
      },
    });
  }
}
