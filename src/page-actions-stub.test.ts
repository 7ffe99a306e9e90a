// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { installPageActions } from './page-actions-stub';

// The loader's stub, with the actions' chunk replaced by one that records what reaches it.
const log: string[] = [];
const addFromElement = vi.fn(async (element: Element) => {
  log.push(`click ${element.getAttribute('data-store-add')}`);
});
const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
vi.mock('./page-actions', async () => {
  await later(20); // the chunk's download
  return {
    addFromElement,
    run: async (name: string, args: unknown[]) => {
      log.push(`${name} ${JSON.stringify(args)}`);
      if (name === 'addLines' && JSON.stringify(args).includes('bad')) {
        throw Object.assign(new Error('refused'), { code: 'unknown' });
      }
      return name;
    },
  };
});

const stub = installPageActions();

describe('the loader’s storeWidgets stub', () => {
  it('hands calls made before the code loaded to it once it has, in the order made', async () => {
    log.length = 0;
    const first = stub.addLines([{ code: 'A' }]);
    const refused = stub.addLines([{ code: 'bad' }]);
    const opened = stub.openCart();
    expect(log).toEqual([]);
    expect(await first).toBe('addLines');
    await expect(refused).rejects.toMatchObject({ code: 'unknown' });
    expect(await opened).toBe('openCart');
    expect(log).toEqual([
      'addLines [[{"code":"A"}]]',
      'addLines [[{"code":"bad"}]]',
      'openCart []',
    ]);
  });

  it('hands any name to the chunk (which refuses unknown ones), and is no promise itself', async () => {
    log.length = 0;
    const any = stub as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
    expect(await any.somethingElse!(1)).toBe('somethingElse');
    expect(log).toEqual(['somethingElse [1]']);
    expect(await Promise.resolve(stub)).toBe(stub);
  });

  it('hands a data-store-add click to the chunk, from inside a shadow root too', async () => {
    log.length = 0;
    const host = document.createElement('div');
    document.body.append(host);
    const link = document.createElement('a');
    link.href = '/product/1';
    link.setAttribute('data-store-add', 'P1');
    const icon = document.createElement('span');
    link.append(icon);
    host.attachShadow({ mode: 'open' }).append(link);

    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    icon.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    // A modified click opens the link as the browser does.
    let ctrlPrevented: boolean | undefined;
    const stopNavigation = (event: Event) => {
      ctrlPrevented = event.defaultPrevented;
      event.preventDefault(); // jsdom cannot navigate
    };
    window.addEventListener('click', stopNavigation);
    icon.dispatchEvent(
      new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ctrlKey: true }),
    );
    window.removeEventListener('click', stopNavigation);
    expect(ctrlPrevented).toBe(false);
    // A click elsewhere is not ours.
    const other = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    await vi.waitFor(() => expect(log).toEqual(['click P1']));
    expect(addFromElement).toHaveBeenCalledWith(link);
  });
});
