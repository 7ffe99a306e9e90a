import { http, HttpResponse, type PathParams } from 'msw';
import { pricingContextOf } from '../db/pricing-context';
import { responseLang } from '../db/display-names';
import { invalidOrderField } from '../db/order-errors';
import { invoiceCounts, payInvoice } from '../db/invoice-payments';
import {
  invoiceByAccess,
  invoiceList,
  invoicePdf,
  lookupInvoice,
  renderInvoice,
  shopperInvoice,
  type StoredInvoice,
} from '../db/invoices';
import {
  isOpError,
  onceAwaited,
  readJson,
  shopperCall,
  signedInUser,
  toResponse,
} from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, service } from './commerce-declarations';

/**
 * Invoices under `users/current`, and simplified mode's (spec section 6) with the lookup's
 * `X-Invoice-Access` token. Payments are idempotent by `Idempotency-Key`.
 */
const API = COMMERCE_BASE;
const USER = `${API}/users/:userId`;
const ACCESS_HEADER = 'X-Invoice-Access';

const PAGE_SIZE_DEFAULT = 10;
const PAGE_SIZE_MAX = 100;

function pagingValue(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw invalidOrderField(name, `${name}: a whole number from ${min} to ${max}`);
  }
  return value;
}

type Info = { request: Request; params: PathParams };

/** Runs a call; a refusal becomes its OCC error body. */
async function answer(fn: () => Promise<Response> | Response): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
    throw error;
  }
}

function pdfResponse(stored: StoredInvoice, lang: string): Response {
  return new HttpResponse(invoicePdf(stored, lang), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="invoice-${stored.number}.pdf"`,
    },
  });
}

/** Pay once per Idempotency-Key (a repeat in flight waits for the first). */
async function pay(request: Request, owner: string, find: () => StoredInvoice): Promise<Response> {
  const lang = responseLang(pricingContextOf(request));
  const stored = find();
  const idempotencyKey =
    request.headers.get('Idempotency-Key') ?? request.headers.get('X-Request-Id');
  const key = idempotencyKey
    ? `${owner} pay-invoice ${stored.number} ${idempotencyKey}`
    : undefined;
  return onceAwaited(key, async () => ({
    status: 201,
    body: payInvoice(stored, await readJson(request), lang),
  }));
}

const byAccess = (request: Request, params: PathParams) =>
  invoiceByAccess(request.headers.get(ACCESS_HEADER), String(params.number));

export const invoiceHandlers = [
  extension(
    'getInvoices',
    http.get(
      `${USER}/invoices`,
      shopperCall(({ user, url, lang }) => ({
        status: 200,
        body: invoiceList(
          user,
          {
            currentPage: pagingValue(url, 'currentPage', 0, 0, Number.MAX_SAFE_INTEGER),
            pageSize: pagingValue(url, 'pageSize', PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX),
          },
          lang,
        ),
      })),
    ),
  ),
  extension(
    'getInvoice',
    http.get(
      `${USER}/invoices/:number`,
      shopperCall(({ user, params, lang }) => ({
        status: 200,
        body: renderInvoice(shopperInvoice(user, String(params.number)), lang),
      })),
    ),
  ),
  extension(
    'getInvoicePdf',
    http.get(`${USER}/invoices/:number/pdf`, ({ request, params }: Info) =>
      answer(() => {
        const user = signedInUser(request, String(params.userId));
        const lang = responseLang(pricingContextOf(request));
        return pdfResponse(shopperInvoice(user, String(params.number)), lang);
      }),
    ),
  ),
  extension(
    'payInvoice',
    http.post(`${USER}/invoices/:number/payments`, ({ request, params }: Info) =>
      answer(() => {
        const user = signedInUser(request, String(params.userId));
        return pay(request, user.id, () => shopperInvoice(user, String(params.number)));
      }),
    ),
  ),

  // Simplified mode: no sign-in; the lookup's token opens one invoice.
  extension(
    'lookupInvoice',
    http.post(`${API}/invoices/lookup`, ({ request }: Info) =>
      answer(async () => {
        const lang = responseLang(pricingContextOf(request));
        const { invoice, accessToken } = lookupInvoice(await readJson(request));
        return toResponse({
          status: 200,
          body: { invoice: renderInvoice(invoice, lang), accessToken },
        });
      }),
    ),
  ),
  extension(
    'getInvoiceByAccess',
    http.get(`${API}/invoices/:number`, ({ request, params }: Info) =>
      answer(() => {
        const lang = responseLang(pricingContextOf(request));
        return toResponse({ status: 200, body: renderInvoice(byAccess(request, params), lang) });
      }),
    ),
  ),
  extension(
    'getInvoicePdfByAccess',
    http.get(`${API}/invoices/:number/pdf`, ({ request, params }: Info) =>
      answer(() => pdfResponse(byAccess(request, params), responseLang(pricingContextOf(request)))),
    ),
  ),
  extension(
    'payInvoiceByAccess',
    http.post(`${API}/invoices/:number/payments`, ({ request, params }: Info) =>
      answer(() => {
        const token = request.headers.get(ACCESS_HEADER) ?? '';
        return pay(request, `access ${token}`, () => byAccess(request, params));
      }),
    ),
  ),

  ...service('test control', [
    http.get('*/__mock/invoices', () => HttpResponse.json(invoiceCounts())),
  ]),
];
