// Spec section 5: no P.O. boxes. The spellings must stand as words: "Popeye St" and "Boxwood Rd"
// are streets.
const PO_BOX =
  /(?:^|[^a-z0-9])(?:p\.?\s*o\.?\s*box|post\s+office\s+box|p\.?\s*o\.?\s*b\.?)(?![a-z])/i;

export function isPoBox(line: string): boolean {
  return PO_BOX.test(line);
}
