/**
 * A refusal of the fake backend: its status and OCC's body `{ errors: [{ type, reason, subject,
 * message }] }`. Each area's subclass names its own codes.
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
