import { pageQueryOptions } from '../../core/queries/page-query';
import * as v from 'valibot';
import { currentAccessToken } from '../../api/http/commerce-auth';
import { isApiError } from '../../api/http/api-error';
import { fetchJson } from '../../api/http/fetch-json';
import type { Core } from '../../core/core';
import { PERSONAL } from '../../core/queries/personal-data';
import type { FailedPolicy } from '../../rules/password/password-policy';

// The shopper's own profile on the identity server (ForgeRock's self-service user endpoint).
export const IdentityProfileSchema = v.object({
  _id: v.string(),
  /** The email address, for the store's shoppers. */
  userName: v.optional(v.string(), ''),
  givenName: v.optional(v.string(), ''),
  sn: v.optional(v.string(), ''),
  mail: v.optional(v.string(), ''),
  pendingMail: v.optional(v.string()),
});
export type IdentityProfile = v.InferOutput<typeof IdentityProfileSchema>;

export type ProfileAttribute = 'givenName' | 'sn' | 'mail';

const PolicyRefusalSchema = v.object({
  detail: v.object({
    failedPolicyRequirements: v.array(
      v.object({
        property: v.string(),
        policyRequirements: v.array(
          v.object({
            policyRequirement: v.string(),
            params: v.optional(v.record(v.string(), v.unknown()), {}),
          }),
        ),
      }),
    ),
  }),
});

export function failedPoliciesOf(
  error: unknown,
): Partial<Record<ProfileAttribute, FailedPolicy[]>> | undefined {
  if (!isApiError(error) || error.status !== 403) return undefined;
  const parsed = v.safeParse(PolicyRefusalSchema, error.info);
  if (!parsed.success) return undefined;
  const failures: Partial<Record<ProfileAttribute, FailedPolicy[]>> = {};
  for (const entry of parsed.output.detail.failedPolicyRequirements) {
    if (entry.property !== 'givenName' && entry.property !== 'sn' && entry.property !== 'mail')
      continue;
    failures[entry.property] = entry.policyRequirements.map((policy) => ({
      requirement: policy.policyRequirement,
      params: policy.params,
    }));
  }
  return Object.keys(failures).length > 0 ? failures : undefined;
}

/** The core's configuration: where the identity server is, how long a request may take. */
type ConfigHolder = Pick<Core, 'config'>;

function profileUrl({ config }: ConfigHolder, userId: string, query = ''): string {
  const base = new URL(config.authBase, globalThis.location.href).toString().replace(/\/$/, '');
  return `${base}/json/realms/root/realms/${encodeURIComponent(config.authRealm)}/users/${encodeURIComponent(userId)}${query}`;
}

async function identityRequest(
  { config }: ConfigHolder,
  url: string,
  options: {
    method?: 'GET' | 'PATCH' | 'POST';
    body?: unknown;
    requestId?: string;
    signal?: AbortSignal;
  },
): Promise<IdentityProfile> {
  const token = await currentAccessToken();
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Accept-API-Version': 'resource=4.0, protocol=2.1',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  return fetchJson(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.body,
    schema: IdentityProfileSchema,
    signal: options.signal,
    timeoutMs: config.requestTimeoutMs,
  });
}

export const IDENTITY_PROFILE_KEY = 'identity-profile';

/** The shopper's identity profile; refetched when the tab comes back (a confirmed email change). */
export function identityProfileQueryOptions(core: ConfigHolder, userId: string | undefined) {
  return pageQueryOptions({
    queryKey: [IDENTITY_PROFILE_KEY, userId],
    meta: PERSONAL,
    queryFn: ({ signal }) => identityRequest(core, profileUrl(core, userId ?? ''), { signal }),
    enabled: Boolean(userId),
  });
}

/** Changes first and last name; the same request id on a retry changes them once. */
export function updateNames(
  core: ConfigHolder,
  userId: string,
  names: { firstName: string; lastName: string },
  requestId: string,
): Promise<IdentityProfile> {
  return identityRequest(core, profileUrl(core, userId), {
    method: 'PATCH',
    body: { givenName: names.firstName, sn: names.lastName },
    requestId,
  });
}

/** The new address stays `pendingMail` until the shopper follows the link sent to it. */
export function requestEmailChange(
  core: ConfigHolder,
  userId: string,
  mail: string,
  requestId: string,
): Promise<IdentityProfile> {
  return identityRequest(core, profileUrl(core, userId, '?_action=changeEmail'), {
    method: 'POST',
    body: { mail },
    requestId,
  });
}
