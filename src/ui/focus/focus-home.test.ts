// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusAfterClose, focusHomeRef } from './focus-home';

/** A button in the page; `shown` says whether it has a box (jsdom lays nothing out). */
function button(name: string, shown = true): HTMLButtonElement {
  const element = document.createElement('button');
  element.textContent = name;
  document.body.append(element);
  vi.spyOn(element, 'getClientRects').mockReturnValue(
    (shown ? [DOMRect.fromRect({ width: 40, height: 40 })] : []) as unknown as DOMRectList,
  );
  return element;
}

function dialogWithField(): { dialog: HTMLDialogElement; field: HTMLInputElement } {
  const dialog = document.createElement('dialog');
  const field = document.createElement('input');
  dialog.append(field);
  document.body.append(dialog);
  return { dialog, field };
}

const leaves: (() => void)[] = [];
function home(element: HTMLElement): HTMLElement {
  leaves.push(focusHomeRef(element));
  return element;
}

afterEach(() => {
  for (const leave of leaves.splice(0)) leave();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('focusAfterClose: a dialog with no opener to go back to gives the focus home', () => {
  it('takes a focus left on the body to the account menu', () => {
    const trigger = home(button('Account menu'));
    const { dialog } = dialogWithField();
    (document.activeElement as HTMLElement | null)?.blur();
    focusAfterClose(dialog);
    expect(document.activeElement).toBe(trigger);
  });

  it('takes a focus still inside the closed dialog (no opener: the browser left it there)', () => {
    const trigger = home(button('Account menu'));
    const { dialog, field } = dialogWithField();
    field.focus();
    focusAfterClose(dialog);
    expect(document.activeElement).toBe(trigger);
  });

  it('leaves the focus the browser gave back to the opener', () => {
    home(button('Account menu'));
    const opener = button('Delete');
    const { dialog } = dialogWithField();
    opener.focus();
    focusAfterClose(dialog);
    expect(document.activeElement).toBe(opener);
  });

  it("goes to the owner's next place when it names one, brought into view", () => {
    home(button('Account menu'));
    const heading = document.createElement('h2');
    heading.tabIndex = -1;
    heading.scrollIntoView = vi.fn();
    document.body.append(heading);
    const { dialog } = dialogWithField();
    focusAfterClose(dialog, heading);
    expect(document.activeElement).toBe(heading);
  });

  it('skips a home that is not shown (a second account menu hidden by the page)', () => {
    home(button('Hidden menu', false));
    const shown = home(button('Account menu'));
    const { dialog } = dialogWithField();
    focusAfterClose(dialog);
    expect(document.activeElement).toBe(shown);
  });

  it('waits for a home still loading, unless the shopper has moved the focus meanwhile', () => {
    const { dialog } = dialogWithField();
    focusAfterClose(dialog);
    expect(document.activeElement).toBe(document.body);
    const trigger = home(button('Account menu'));
    expect(document.activeElement).toBe(trigger);

    for (const leave of leaves.splice(0)) leave();
    trigger.blur();
    focusAfterClose(dialog);
    const elsewhere = button('Quick order');
    elsewhere.focus();
    home(button('Account menu, again'));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('forgets a home once it is gone', () => {
    const leave = focusHomeRef(button('Sign in'));
    leave();
    const { dialog } = dialogWithField();
    focusAfterClose(dialog);
    expect(document.activeElement).toBe(document.body);
  });
});
