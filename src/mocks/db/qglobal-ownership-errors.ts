import { QGLOBAL_OWNERSHIP_ERRORS } from '../../api/accounts/qglobal-ownership';
import type { QglobalTransferProblem } from '../../rules/account/qglobal-ownership';
import { OpError } from './error-body';

const STATUS: Readonly<Record<Exclude<QglobalTransferProblem, 'notInOrganisation'>, 400 | 403>> = {
  notOwner: 403,
  personalAccount: 400,
  sameOwner: 400,
};

const MESSAGE: Readonly<Record<keyof typeof STATUS, string>> = {
  notOwner: 'Only the owner may transfer the Q-global account',
  personalAccount: "A personal account's Q-global account cannot be transferred",
  sameOwner: 'The new owner is the owner already',
};

/** A transfer of Q-global ownership the rule refuses (src/rules/account/qglobal-ownership.ts). */
export class QglobalOwnershipError extends OpError {
  override readonly name = 'QglobalOwnershipError';
  readonly status: 400 | 403;
  constructor(readonly key: keyof typeof STATUS) {
    super(MESSAGE[key]);
    this.status = STATUS[key];
  }

  protected get code() {
    return QGLOBAL_OWNERSHIP_ERRORS[this.key];
  }
}
