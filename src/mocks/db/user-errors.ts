import { OpError } from './error-body';

/**
 * OCC's answer to a path naming a user nobody is, for a caller allowed to name any user (a
 * customer service member): 400 UnknownIdentifierError, SAP's UserMatchingFilter's message.
 */
export class UnknownUserError extends OpError {
  override readonly name = 'UnknownUserError';
  readonly status = 400;
  constructor(userId: string) {
    super(`Cannot find user with propertyValue '${userId}'`);
  }

  protected get code() {
    return { type: 'UnknownIdentifierError' };
  }
}
