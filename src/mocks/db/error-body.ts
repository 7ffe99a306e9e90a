/**
 * The body of a refusal as OCC writes it, `{ errors: [{ type, reason, subject, message }] }`: one
 * shape for the cart's, the checkout's and the order's refusals (CartOpError, CheckoutOpError,
 * OrderOpError).
 */
export function errorBody(
  code: { type: string; reason?: string },
  message: string,
  subject?: string,
  subjectType?: string,
) {
  return {
    errors: [
      {
        type: code.type,
        ...(code.reason ? { reason: code.reason } : {}),
        ...(subject !== undefined ? { subject } : {}),
        ...(subjectType !== undefined ? { subjectType } : {}),
        message,
      },
    ],
  };
}
