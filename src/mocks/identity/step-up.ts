import { HttpResponse } from 'msw';
import { idTokenEntry } from './session-tokens';
import { REALM } from './constants';
import { createTransaction, spendTransaction } from './transactions';

/**
 * Transactional step-up (spec section 4), as the identity gateway does it: 401 with a
 * TransactionConditionAdvice; the retry's `X-TxID` and `X-IdToken` authorise one request.
 */

/** 401 with a fresh transaction in the advices, in the body and in IG's header form. */
export function stepUpRequired(userId: string): Response {
  const advices = { TransactionConditionAdvice: [createTransaction(userId)] };
  // IG's header form, exactly as the SDK's http-client parses it (getAdvicesFromHeader).
  const encoded = btoa(JSON.stringify(advices));
  return HttpResponse.json(
    { advices },
    {
      status: 401,
      headers: { 'WWW-Authenticate': `Bearer realm="${REALM}", advices="${encoded}"` },
    },
  );
}

/**
 * True (and the transaction is spent) when the request carries a completed transaction of the
 * user with their id token, in headers or, as the SDK may send them, in the query.
 */
export function stepUpPassed(request: Request, userId: string): boolean {
  const url = new URL(request.url);
  const txId = request.headers.get('X-TxID') ?? url.searchParams.get('_txid');
  const idToken =
    request.headers.get('X-IdToken') ??
    request.headers.get('X-Id-Token') ??
    url.searchParams.get('_idtoken');
  const idTokenOk = idToken !== null && idTokenEntry(idToken)?.userId === userId;
  return Boolean(txId) && idTokenOk && spendTransaction(txId ?? '', userId);
}
