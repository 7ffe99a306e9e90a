import { NOT_EMULATING } from '../../api/support/assisted-service.schema';
import { AGENT_IDLE_LIMIT_MS, EMULATED_USER_HEADER } from '../../rules/support/assisted-service';
import type { SeedUser } from '../db/seed-users';
import { OpError } from '../db/error-body';
import { bearerUser } from './session-tokens';
import { userById } from './users';

/**
 * Assisted service emulations: which customer each agent acts for, one at a time. Idle past the
 * agent idle limit it lapses here too: the platform does not trust the widgets to end it.
 */
interface Emulation {
  customerId: string;
  lastUsedAt: number;
}

const emulations = new Map<string, Emulation>();

type AsmErrorKey =
  'invalidToken' | 'forbidden' | 'notEmulating' | 'missingParameter' | 'unknownCustomer';
const ASM_ERRORS: Record<AsmErrorKey, { type: string; reason?: string }> = {
  invalidToken: { type: 'InvalidTokenError' },
  forbidden: { type: 'ForbiddenError' },
  notEmulating: { type: 'ForbiddenError', reason: NOT_EMULATING },
  missingParameter: { type: 'MissingServletRequestParameterError' },
  unknownCustomer: { type: 'UnknownCustomerError', reason: 'notFound' },
};

export class AsmOpError extends OpError {
  override readonly name = 'AsmOpError';
  constructor(
    readonly status: 400 | 401 | 403 | 404,
    readonly key: AsmErrorKey,
    message: string,
  ) {
    super(message);
  }

  protected get code() {
    return ASM_ERRORS[this.key];
  }
}

/** The caller, who must be a customer service member: 401 without a token, 403 for a customer. */
export function agentOf(request: Request): SeedUser {
  const caller = bearerUser(request);
  if (!caller) throw new AsmOpError(401, 'invalidToken', 'Invalid access token');
  if (!caller.customerService) {
    throw new AsmOpError(403, 'forbidden', 'Only customer service members may do this');
  }
  return caller;
}

/** Starts (or replaces) the agent's emulation of a customer; agents cannot be emulated. */
export function startEmulation(agent: SeedUser, customerId: unknown): SeedUser {
  const customer = typeof customerId === 'string' ? userById(customerId) : undefined;
  if (!customer || customer.customerService) {
    throw new AsmOpError(404, 'unknownCustomer', 'No such customer');
  }
  emulations.set(agent.id, { customerId: customer.id, lastUsedAt: Date.now() });
  return customer;
}

export function endEmulation(agent: SeedUser): void {
  emulations.delete(agent.id);
}

/** The agent's live emulation, if any (a lapsed one is dropped). */
function liveEmulation(agentId: string, now = Date.now()): Emulation | undefined {
  const emulation = emulations.get(agentId);
  if (emulation && now - emulation.lastUsedAt >= AGENT_IDLE_LIMIT_MS) {
    emulations.delete(agentId);
    return undefined;
  }
  return emulation;
}

/** Who a call naming an emulated customer acts for (403 unless this agent's); keeps it alive. */
export function emulationOf(
  request: Request,
  caller: SeedUser | undefined = bearerUser(request),
): { agent: SeedUser; customer: SeedUser } | undefined {
  const customerId = request.headers.get(EMULATED_USER_HEADER);
  if (!customerId) return undefined;
  if (!caller) throw new AsmOpError(401, 'invalidToken', 'Invalid access token');
  if (!caller.customerService) {
    throw new AsmOpError(403, 'forbidden', 'Only customer service members may act for a customer');
  }
  const emulation = liveEmulation(caller.id);
  const customer = emulation?.customerId === customerId ? userById(customerId) : undefined;
  if (!emulation || !customer) {
    throw new AsmOpError(403, 'notEmulating', 'No session has been started for this customer');
  }
  emulation.lastUsedAt = Date.now();
  return { agent: caller, customer };
}

/** Test-only: the agent's emulation was last used this long ago. */
export function ageEmulation(agentId: string, ms: number): void {
  const emulation = emulations.get(agentId);
  if (emulation) emulation.lastUsedAt -= ms;
}

export function resetEmulations(): void {
  emulations.clear();
}
