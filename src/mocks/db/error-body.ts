/**
 * A refusal of the fake platform: its HTTP status and the body OCC writes for it,
 * `{ errors: [{ type, reason, subject, message }] }`. The cart's, checkout's, order's and quote's
 * refusals (CartOpError, CheckoutOpError, OrderOpError, QuoteOpError) name their own codes; the
 * handlers answer any OpError the same way (src/mocks/handlers/commerce-call.ts).
 */
export abstract class OpError extends Error {
  abstract readonly status: number;
  /** The field or object the refusal is about, when it names one. */
  declare readonly subject?: string;
  declare readonly subjectType?: string;
  /** The OCC `type` and `reason` of this refusal. */
  protected abstract get code(): { type: string; reason?: string };

  get body() {
    return {
      errors: [
        {
          type: this.code.type,
          ...(this.code.reason ? { reason: this.code.reason } : {}),
          ...(this.subject !== undefined ? { subject: this.subject } : {}),
          ...(this.subjectType !== undefined ? { subjectType: this.subjectType } : {}),
          message: this.message,
        },
      ],
    };
  }
}
