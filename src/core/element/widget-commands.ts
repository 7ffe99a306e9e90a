// An element's public methods (`<store-mini-cart>`'s `open()`) reach its component through here. A
// call made before the component has rendered waits for it; queued calls run in the order made.
import { useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { WidgetHostContext } from './widget-host-context';

export type WidgetCommands = Record<string, (...args: never[]) => unknown>;

interface Pending {
  name: string;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (reason: unknown) => void;
}

const COMMANDS = Symbol.for('store-widgets.commands');
const QUEUE = Symbol.for('store-widgets.command-queue');

interface CommandHost {
  [COMMANDS]?: (name: string, args: unknown[]) => unknown;
  [QUEUE]?: Pending[];
}

/** Rendered hosts by their widget's tag, in the order they rendered. */
const hosts = new Map<string, Set<HTMLElement>>();
const hostListeners = new Set<() => void>();

/** Calls the component's command; before it has rendered, once it has. */
export function callWidget(element: HTMLElement, name: string, args: unknown[]): Promise<unknown> {
  const host = element as HTMLElement & CommandHost;
  const run = host[COMMANDS];
  if (run) return new Promise((resolve) => resolve(run(name, args)));
  return new Promise((resolve, reject) => {
    (host[QUEUE] ??= []).push({ name, args, resolve, reject });
  });
}

/** A rendered widget of this tag on the page (the first to render), if any. */
export function renderedWidget(tag: string): HTMLElement | undefined {
  for (const element of hosts.get(tag) ?? []) if (element.isConnected) return element;
  return undefined;
}

/** The first widget of this tag to render within `timeoutMs`; undefined if none does. */
export function whenWidgetRendered(
  tag: string,
  timeoutMs: number,
): Promise<HTMLElement | undefined> {
  const now = renderedWidget(tag);
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const check = () => {
      const found = renderedWidget(tag);
      if (!found) return;
      done(found);
    };
    const done = (found: HTMLElement | undefined) => {
      clearTimeout(timer);
      hostListeners.delete(check);
      resolve(found);
    };
    const timer = setTimeout(() => done(undefined), timeoutMs);
    hostListeners.add(check);
  });
}

/** In a widget's component: the element's methods call these (the latest render's). */
export function useWidgetCommands(commands: WidgetCommands): void {
  const host = useContext(WidgetHostContext);
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  useEffect(() => {
    if (!host) return undefined;
    const element = host.element as HTMLElement & CommandHost;
    const run = (name: string, args: unknown[]): unknown => {
      const command = latest.current[name] as ((...a: unknown[]) => unknown) | undefined;
      if (!command) throw new TypeError(`<${host.tag}> has no method ${name}()`);
      return command(...args);
    };
    element[COMMANDS] = run;
    for (const pending of element[QUEUE]?.splice(0) ?? []) {
      try {
        pending.resolve(run(pending.name, pending.args));
      } catch (error) {
        pending.reject(error);
      }
    }
    const tagged = hosts.get(host.tag) ?? new Set();
    hosts.set(host.tag, tagged.add(host.element));
    for (const listener of [...hostListeners]) listener();
    return () => {
      if (element[COMMANDS] === run) element[COMMANDS] = undefined;
      tagged.delete(host.element);
    };
  }, [host]);
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
