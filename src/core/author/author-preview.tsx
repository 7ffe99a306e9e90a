import { useEffect, useLayoutEffect, useMemo, useReducer } from 'react';
import manifest from '../../../custom-elements.json';
import { useTranslate } from '../i18n/use-translate';
import { CURRENCY_BY_BASE_SITE } from '../locale/locales';
import { useSite } from '../react/use-store';
import { adoptSheet } from '../element/stylesheets';
import { useWidgetHost } from '../element/widget-host-context';
import {
  attributeProblems,
  type AttributeProblem,
  type DeclaredAttribute,
} from './attribute-problems';
import css from './author-preview.css?inline';
import { authorPreviewMessages } from './author-preview.messages';
import { reservedBox } from './reserved-box';

export interface AuthorPreviewProps {
  props: Record<string, unknown>;
  /** Prop name → type: which attributes to list. */
  attributes: Record<string, string>;
  /** The widget's own attribute reading's, as the console says them. */
  problems: readonly string[];
}

interface ManifestDeclaration {
  tagName?: string;
  summary?: string;
  attributes?: DeclaredAttribute[];
}

/** From the same manifest the docs and typings are made from. */
function declarationOf(tag: string): ManifestDeclaration | undefined {
  const { modules } = manifest as { modules: { declarations?: ManifestDeclaration[] }[] };
  const declarations = modules.flatMap((module) => module.declarations ?? []);
  return declarations.find((declaration) => declaration.tagName === tag);
}

type Translate = ReturnType<typeof useTranslate<keyof (typeof authorPreviewMessages)['en']>>;

/** Names and values stay as written. */
function describeProblem(problem: AttributeProblem, t: Translate, locale: string): string {
  const quoted = (text: string) => JSON.stringify(text);
  switch (problem.kind) {
    case 'notNumber':
      return t('notNumber', problem);
    case 'notBoolean':
      return t('notBoolean', {
        ...problem,
        true: quoted('true'),
        false: quoted('false'),
        readAs: quoted(String(problem.readAs)),
      });
    case 'notAllowed':
      return t('notAllowed', {
        ...problem,
        allowed: new Intl.ListFormat(locale, { type: 'disjunction' }).format(
          problem.allowed.map(quoted),
        ),
      });
    case 'unknown':
      return t('unknownAttribute', problem);
  }
}

function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

const SAMPLES = [
  ['sampleKit', 1, 189],
  ['sampleForms', 2, 64.5],
  ['sampleTraining', 1, 240],
] as const;

/** Shown in the CMS editor instead of the widget, at its reserved size: no backend is called. */
export default function AuthorPreview({ props, attributes, problems }: AuthorPreviewProps) {
  const t = useTranslate(authorPreviewMessages);
  const site = useSite();
  const { element, shadowRoot, tag } = useWidgetHost();
  useLayoutEffect(() => adoptSheet(shadowRoot, css), [shadowRoot]);
  // Undeclared attributes (a typo, or its fix) must update the problems too.
  const [, attributesChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    const observer = new MutationObserver(attributesChanged);
    observer.observe(element, { attributes: true });
    return () => observer.disconnect();
  }, [element]);
  // Read once, so the edited page is laid out as the live one.
  const box = useMemo(() => {
    const { minHeight, minWidth } = reservedBox(element);
    return { minWidth, height: minHeight };
  }, [element]);
  const given = Object.keys(attributes)
    .filter((name) => props[name] !== undefined)
    .map((name) => [kebabCase(name), String(props[name])] as const);
  const money = new Intl.NumberFormat(site.locale, {
    style: 'currency',
    currency: CURRENCY_BY_BASE_SITE[site.baseSite],
  });
  const declaration = declarationOf(tag);
  const summary = declaration?.summary;
  const allProblems = [
    ...problems,
    ...attributeProblems(
      declaration?.attributes ?? [],
      element.getAttributeNames().map((name) => [name, element.getAttribute(name) ?? ''] as const),
      problems,
    ).map((problem) => describeProblem(problem, t, site.locale)),
  ];
  return (
    <section
      className="author-preview"
      data-author-preview={tag}
      aria-label={t('previewLabel', { tag: `<${tag}>` })}
      style={box}
      // Scrollable when the reserved box is small: reachable by keyboard.
      tabIndex={0}
    >
      <p className="author-preview-label">{t('previewLabel', { tag: `<${tag}>` })}</p>
      {allProblems.length > 0 ? (
        <div className="author-preview-problems" role="alert">
          <p>{t('problemsHeading')}</p>
          <ul>
            {allProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {/* The manifest's summaries are the API docs' English. */}
      {summary ? (
        <p className="author-preview-summary" lang="en">
          {summary}
        </p>
      ) : null}
      <dl className="author-preview-attributes">
        <dt>{t('attributesHeading')}</dt>
        {given.length === 0 ? <dd>{t('noAttributes')}</dd> : null}
        {given.map(([name, value]) => (
          <dd key={name}>{`${name}="${value}"`}</dd>
        ))}
      </dl>
      <ul className="author-preview-sample">
        {SAMPLES.map(([item, quantity, price]) => (
          <li key={item}>
            {t('sampleLine', { item: t(item), quantity, price: money.format(price) })}
          </li>
        ))}
      </ul>
      <p className="author-preview-note">{t('previewNote')}</p>
    </section>
  );
}
