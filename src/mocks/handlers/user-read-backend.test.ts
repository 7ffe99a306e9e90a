import { beforeEach, describe, expect, it } from 'vitest';
import { resetMockState } from '../handlers';
import { API, call, signIn } from '../../testing/commerce-backend';
import { DANA } from '../../testing/order-backend';

// The user read as OCC answers it (UsersController.getUser, SAP's UserMatchingFilter): a customer
// reads only themself (else 403), an agent anyone (unknown: 400), no token 401.
const AGENT = 'u-1006'; // support@example.com, Chris Morgan
const TEACHER = 'u-1002'; // teacher@example.com, Sam Okafor

const DANA_DTO = {
  uid: 'clinician@example.com',
  customerId: DANA,
  displayUid: 'clinician@example.com',
  name: 'Dana Whitfield',
  firstName: 'Dana',
  lastName: 'Whitfield',
};

beforeEach(() => resetMockState());

describe('GET users/{userId}', () => {
  it("answers OCC's UserWsDTO, only the fields asked for", async () => {
    const token = signIn(DANA);
    const full = await call('GET', '/users/current', { token });
    expect(full).toMatchObject({ status: 200, body: DANA_DTO });
    const named = await call('GET', '/users/current?fields=firstName,lastName', { token });
    expect(named.body).toEqual({ firstName: 'Dana', lastName: 'Whitfield' });
    // No fields: DEFAULT, which has the names too.
    const byDefault = await fetch(`${API}/users/current`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await byDefault.json()).toEqual(DANA_DTO);
  });

  it('a customer names themself by current, customer id or uid; the spec’s parameters are ignored', async () => {
    const token = signIn(DANA);
    for (const userId of ['current', DANA, 'clinician@example.com', 'Clinician@Example.com']) {
      const answer = await call('GET', `/users/${encodeURIComponent(userId)}`, { token });
      expect(answer, userId).toMatchObject({ status: 200, body: { customerId: DANA } });
    }
    const withSpec = await call('GET', '/users/current?locale=fr-ca&routingRegion=CA', { token });
    expect(withSpec.status).toBe(200);
    const without = await call('GET', '/users/current', { token });
    expect(without.status).toBe(200);
  });

  it('refuses a customer naming anyone else, known or not (403), and no token (401)', async () => {
    const token = signIn(DANA);
    for (const userId of [TEACHER, 'teacher@example.com', 'u-nobody']) {
      const answer = await call('GET', `/users/${userId}`, { token });
      expect(answer.status, userId).toBe(403);
      expect(answer.body).toMatchObject({ errors: [{ type: 'ForbiddenError' }] });
    }
    const visitor = await call('GET', '/users/current', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ errors: [{ type: 'InvalidTokenError' }] });
  });

  it('lets a customer service member name any user; one nobody is, 400 UnknownIdentifierError', async () => {
    const token = signIn(AGENT);
    const own = await call('GET', '/users/current', { token });
    expect(own.body).toMatchObject({ customerId: AGENT, firstName: 'Chris', lastName: 'Morgan' });
    const teacher = await call('GET', `/users/${TEACHER}`, { token });
    expect(teacher.body).toMatchObject({ customerId: TEACHER, name: 'Sam Okafor' });
    const nobody = await call('GET', '/users/u-nobody', { token });
    expect(nobody.status).toBe(400);
    expect(nobody.body).toEqual({
      errors: [
        {
          type: 'UnknownIdentifierError',
          message: "Cannot find user with propertyValue 'u-nobody'",
        },
      ],
    });
  });

  it("answers under OCC's own addressing too", async () => {
    const token = signIn(DANA);
    const viaOcc = await fetch('http://localhost/occ/v2/usassessments/users/current?fields=FULL', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await viaOcc.json()).toEqual(DANA_DTO);
  });
});
