/**
 * The content floor: the least any header and footer can do on the home page as our widgets
 * load there. Like the loader it waits for the host page's first paint, then starts
 * the header's and the footer's CMS content reads at once, and renders their links with
 * preact/compat and r2wc (built with the Preact aliases, vite.config.ts beside it). Timed beside
 * the home page by scripts/bench/startup.mjs. Never part of the shipped build.
 */
import r2wc from '@r2wc/react-to-web-component';
import { useEffect, useState } from 'react';
// The loader's own wait, so the floor and the home page start their reads alike.
import { afterHostPaint } from '../../../src/core/element/after-host-paint';
import {
  contentUrlFor,
  FOOTER_CONTENT_FILE,
  NAV_CONTENT_FILE,
} from '../../../src/api/content/content-files';

const FILES = { header: NAV_CONTENT_FILE, footer: FOOTER_CONTENT_FILE };
type Part = keyof typeof FILES;
/** The demo home page's content: its locale, on the demo host itself. */
const url = (part: Part) => contentUrlFor('', 'en-us', FILES[part]);
interface Link {
  title: string;
  linkPath: string;
}

/** Both reads, started together once the host has painted. */
const reads = new Promise<Record<Part, Promise<unknown>>>((resolve) =>
  afterHostPaint([
    () =>
      resolve({
        header: fetch(url('header')).then((r) => r.json()),
        footer: fetch(url('footer')).then((r) => r.json()),
      }),
  ]),
);

/** Every `{ title, linkPath }` in the content, in order. */
function linksOf(value: unknown, found: Link[] = []): Link[] {
  if (Array.isArray(value)) for (const item of value) linksOf(item, found);
  else if (value && typeof value === 'object') {
    const { title, linkPath } = value as Partial<Link>;
    if (typeof title === 'string' && typeof linkPath === 'string') found.push({ title, linkPath });
    for (const item of Object.values(value)) linksOf(item, found);
  }
  return found;
}

function Content({ part }: { part?: string }) {
  const [links, setLinks] = useState<Link[] | null>(null);
  useEffect(() => {
    const which: Part = part === 'footer' ? 'footer' : 'header';
    void reads.then((all) => all[which]).then((json) => setLinks(linksOf(json)));
  }, [part]);
  if (!links) return <p data-state="loading" />;
  return (
    <nav data-state="loaded">
      <ul>
        {links.map((link) => (
          <li key={`${link.linkPath} ${link.title}`}>
            <a href={link.linkPath}>{link.title}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

customElements.define(
  'bench-content',
  r2wc(Content, { shadow: 'open', props: { part: 'string' } }),
);
