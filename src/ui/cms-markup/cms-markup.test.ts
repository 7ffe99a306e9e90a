// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { nativeSanitiser } from './native-sanitiser';
import { sanitiseCmsMarkup } from './sanitise-cms-markup';

/** jsdom has no HTML Sanitizer API: these run DOMPurify and the shared finishing rules. */
async function sanitised(html: string): Promise<string> {
  const div = document.createElement('div');
  div.append(await sanitiseCmsMarkup(html, document));
  return div.innerHTML;
}

describe('CMS markup without the browser sanitiser (DOMPurify)', () => {
  it('removes script, event handlers and script or data link targets', async () => {
    const html = await sanitised(
      '<img src="x.png" onerror="window.__xss=1"><script>window.__xss=1</script>' +
        '<a href="javascript:alert(1)">j</a><a href="data:text/html,x">d</a><a href="/ok">ok</a>',
    );
    expect(html).toBe('<img src="x.png" alt=""><a>j</a><a>d</a><a href="/ok">ok</a>');
  });

  it('keeps the text of forms and their controls, drops styles, targets and autofocus', async () => {
    const html = await sanitised(
      '<style>p{}</style><form action="/x"><label>Name <input name="n"></label>' +
        '<button>Go</button></form><p style="color:red" autofocus>s</p>' +
        '<a href="https://example.com/" target="_blank">e</a>',
    );
    expect(html).toBe('<label>Name </label>Go<p>s</p><a href="https://example.com/">e</a>');
  });

  it('keeps classes, alt texts, relative and mail links', async () => {
    const html = await sanitised(
      '<p class="promo"><img src="/a.png" alt="A"> <a href="offers.html">o</a> ' +
        '<a href="mailto:help@example.com">m</a></p>',
    );
    expect(html).toBe(
      '<p class="promo"><img src="/a.png" alt="A"> <a href="offers.html">o</a> ' +
        '<a href="mailto:help@example.com">m</a></p>',
    );
  });

  it('never lets the CMS place one of our widgets: a custom element keeps only its text', async () => {
    const html = await sanitised('<store-mini-cart><b>cart</b></store-mini-cart>');
    expect(html).toBe('<b>cart</b>');
  });
});

describe('the browser sanitiser', () => {
  const prototype = Element.prototype as { setHTML?: unknown };
  const global = globalThis as { Sanitizer?: unknown };
  afterEach(() => {
    delete prototype.setHTML;
    delete global.Sanitizer;
  });

  it('is not used where the browser has none', () => {
    expect(nativeSanitiser()).toBeUndefined();
  });

  it('is not used when the host page put its own setHTML in place (a polyfill could be anything)', () => {
    class Sanitizer {
      replaceElementWithChildren() {}
    }
    global.Sanitizer = Sanitizer;
    prototype.setHTML = function setHTML(this: Element, html: string) {
      this.innerHTML = html;
    };
    expect(nativeSanitiser()).toBeUndefined();
  });
});
