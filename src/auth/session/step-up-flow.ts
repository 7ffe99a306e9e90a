import type { Advices } from '../../api/http/commerce-auth';

// What a protected request's confirmation sends (spec section 4), loaded the first time the
// platform asks for one (step-up.ts): most signed-in pages never do. Nothing here keeps state, so
// a copy loaded again after a failed load (import-again.ts) is as good as the first.

/** Retry headers for each advice (spec section 4: "a transaction or tree header"), plus the id token. */
const ADVICE_HEADERS: Record<string, string> = {
  TransactionConditionAdvice: 'X-TxID',
  AuthenticateToServiceConditionAdvice: 'X-Tree',
};

function escapeXml(value: string): string {
  return value.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The advices as AM's composite advice XML, the tree's `authIndexValue`. */
export function compositeAdvice(advices: Advices): string {
  const pairs = Object.entries(advices).flatMap(([name, values]) =>
    values.map(
      (value) =>
        `<AttributeValuePair><Attribute name="${escapeXml(name)}"/><Value>${escapeXml(value)}</Value></AttributeValuePair>`,
    ),
  );
  return `<Advices>${pairs.join('')}</Advices>`;
}

/** The confirmed request's retry headers: each advice's own, and the id token when there is one. */
export function retryHeaders(
  advices: Advices,
  idToken: string | undefined,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(advices)) {
    const header = ADVICE_HEADERS[name];
    if (header && values[0]) headers[header] = values[0];
  }
  if (idToken) headers['X-IdToken'] = idToken;
  return headers;
}
