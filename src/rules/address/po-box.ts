/**
 * Spec section 5: no P.O. boxes. Recognises PO Box, P.O. Box, P O Box, PO. Box, POBox,
 * Post Office Box, POB and P.O.B. in any case, as a word of its own: "Popeye St", "Boxwood Rd",
 * "Pobjoy Lane" and "Apollo Box Company" are streets, not boxes.
 */
const PO_BOX =
  /(?:^|[^a-z0-9])(?:p\.?\s*o\.?\s*box|post\s+office\s+box|p\.?\s*o\.?\s*b\.?)(?![a-z])/i;

export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}
