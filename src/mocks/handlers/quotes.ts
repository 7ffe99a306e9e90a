import { http, HttpResponse } from 'msw';
import { renderOccCart } from '../db/occ-cart';
import { CART_LEVELS, QUOTE_LEVELS, QUOTE_LIST_LEVELS, selectAsked } from '../db/occ-fields';
import { renderOccQuote, renderOccQuoteSummary } from '../db/occ-quote';
import { pricingContextOf } from '../db/pricing-context';
import { responseLang } from '../db/display-names';
import { createQuote, previewQuote } from '../db/create-quote';
import { cartFromExpiredQuote, cartFromQuote } from '../db/quote-cart';
import { QuoteOpError, quoteNotFound } from '../db/quote-errors';
import { quoteAttachment } from '../db/quote-attachment';
import { quotePdf } from '../db/quote-pdf';
import { findQuote, quotesOf } from '../db/quotes';
import { isOpError, readJson, shopperCall, signedInUser, toResponse } from './commerce-call';
import { COMMERCE_BASE } from './commerce-base';
import { extension, occ } from './commerce-declarations';

/**
 * The shopper's quotes as OCC answers them (QuoteList, QuoteWsDTO with `fields`), the PDF as its
 * attachment, CHECKOUT, and the store's reorder. Nothing is replayed, as in OCC.
 */
const USER = `${COMMERCE_BASE}/users/:userId`;

const PAGE_SIZE_DEFAULT = 10;
const PAGE_SIZE_MAX = 100;

/** A paging query value: a whole number within bounds, else 400 invalid naming it. */
function pagingValue(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new QuoteOpError(400, 'invalid', `${name}: a whole number from ${min} to ${max}`, name);
  }
  return value;
}

export const quoteHandlers = [
  extension(
    'getQuotePreview',
    http.get(
      `${USER}/carts/current/quote-preview`,
      shopperCall(({ user, context }) => ({ status: 200, body: previewQuote(user, context) })),
    ),
  ),

  occ(
    'createQuote',
    http.post(`${USER}/quotes`, async ({ request, params }) => {
      const url = new URL(request.url);
      try {
        const context = pricingContextOf(request);
        const user = signedInUser(request, String(params.userId));
        const body = await readJson(request);
        const quote = createQuote(user, body, context, responseLang(context));
        return toResponse({ status: 201, body: selectAsked(url, quote, QUOTE_LEVELS) });
      } catch (error) {
        if (isOpError(error)) return toResponse({ status: error.status, body: error.body });
        throw error;
      }
    }),
  ),

  occ(
    'getQuotes',
    http.get(
      `${USER}/quotes`,
      shopperCall(({ user, url, context }) => {
        const currentPage = pagingValue(url, 'currentPage', 0, 0, Number.MAX_SAFE_INTEGER);
        const pageSize = pagingValue(url, 'pageSize', PAGE_SIZE_DEFAULT, 1, PAGE_SIZE_MAX);
        const all = quotesOf(user.id);
        const start = currentPage * pageSize;
        return {
          status: 200,
          body: selectAsked(
            url,
            {
              quotes: all
                .slice(start, start + pageSize)
                .map((quote) => renderOccQuoteSummary(quote, context)),
              pagination: {
                currentPage,
                pageSize,
                totalPages: Math.ceil(all.length / pageSize),
                totalResults: all.length,
              },
              sorts: [{ code: 'byCreationTime', selected: true }],
            },
            QUOTE_LIST_LEVELS,
          ),
        };
      }),
    ),
  ),

  occ(
    'getQuote',
    http.get(
      `${USER}/quotes/:code`,
      shopperCall(({ user, params, context, url }) => {
        const quote = findQuote(user.id, String(params.code));
        if (!quote) throw quoteNotFound();
        return {
          status: 200,
          body: selectAsked(url, renderOccQuote(quote, context), QUOTE_LEVELS),
        };
      }),
    ),
  ),

  /** OCC's `…/attachments/{id}`: the proposal PDF; an unlisted id is 400 UnknownIdentifierError. */
  occ(
    'downloadAttachment',
    http.get(`${USER}/quotes/:code/attachments/:attachmentId`, async (info) => {
      let pdf: Uint8Array | undefined;
      let filename = '';
      const reply = await shopperCall(({ user, params, context }) => {
        const quote = findQuote(user.id, String(params.code));
        if (!quote) throw quoteNotFound();
        const attachment = quoteAttachment(quote);
        if (String(params.attachmentId) !== attachment.id) {
          throw new QuoteOpError(400, 'attachmentNotFound', 'Attachment not found');
        }
        pdf = quotePdf(quote, context);
        filename = attachment.filename;
        return { status: 200 };
      })(info);
      if (!pdf) return reply;
      return new HttpResponse(pdf, {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${filename}.pdf"`,
        },
      });
    }),
  ),

  /**
   * OCC's CHECKOUT action: 200 with no body, the client reads the quote's `cartId`. The other
   * actions are not the store's (its quotes are priced offers): 400 invalid `action`.
   */
  occ(
    'performQuoteAction',
    http.post(
      `${USER}/quotes/:code/action`,
      shopperCall(
        ({ user, params, body }) => {
          const action = (body as { action?: unknown } | undefined)?.action;
          if (action !== 'CHECKOUT') {
            throw new QuoteOpError(400, 'invalid', 'action: CHECKOUT', 'action');
          }
          cartFromQuote(user, String(params.code));
          return { status: 200 };
        },
        { readsBody: true },
      ),
    ),
  ),

  extension(
    'reorderExpiredQuote',
    http.post(
      `${USER}/quotes/:code/reorder`,
      shopperCall(
        ({ user, params, context, url }) => ({
          status: 200,
          body: selectAsked(
            url,
            renderOccCart(cartFromExpiredQuote(user, String(params.code)), context),
            CART_LEVELS,
          ),
        }),
        // The store's own call: nothing replayed, a retry is the client's to check.
      ),
    ),
  ),
];
