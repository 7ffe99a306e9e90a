import { TRANSACTION_TTL_MS } from './constants';

/**
 * Step-up (transactional authorization): a protected request without a completed transaction
 * gets a TransactionConditionAdvice with a fresh id; the composite_advice tree completes it; the
 * retried request spends it. One completed transaction authorizes one request.
 */
interface Transaction {
  userId: string;
  expiresAt: number;
  completed: boolean;
}

const transactions = new Map<string, Transaction>();

export function createTransaction(userId: string): string {
  const txId = crypto.randomUUID();
  transactions.set(txId, { userId, expiresAt: Date.now() + TRANSACTION_TTL_MS, completed: false });
  return txId;
}

/** The user a live transaction was created for. */
export function transactionUserId(txId: string): string | undefined {
  const tx = transactions.get(txId);
  return tx && tx.expiresAt > Date.now() ? tx.userId : undefined;
}

export function completeTransaction(txId: string): void {
  const tx = transactions.get(txId);
  if (tx) tx.completed = true;
}

/** True (and the transaction is spent) when it is completed, live and the user's. */
export function spendTransaction(txId: string, userId: string): boolean {
  const tx = transactions.get(txId);
  if (!tx || !tx.completed || tx.userId !== userId || tx.expiresAt <= Date.now()) return false;
  transactions.delete(txId);
  return true;
}

/** The XML AM takes as authIndexValue for composite_advice, and the SDK builds from advices. */
export function transactionIdFromAdvice(xml: string): string | undefined {
  if (!/<Attribute\s+name="TransactionConditionAdvice"\s*\/>/.test(xml)) return undefined;
  // The SDK joins several ids with spaces; the first is the one it retries with.
  return /<Value>\s*([^<\s]+)/.exec(xml)?.[1];
}

export function resetTransactions(): void {
  transactions.clear();
}
