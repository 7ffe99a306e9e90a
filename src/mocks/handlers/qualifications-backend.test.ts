import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CommerceErrorListSchema } from '../../api/http/occ-errors';
import { ApiError } from '../../api/http/api-error';
import {
  QUALIFICATION_ERRORS,
  QualificationListSchema,
  QualificationSchema,
  refusedQualificationField,
  type QualificationErrorKey,
} from '../../api/qualifications/qualification.schema';
import { findProduct, restrictionFor } from '../db/products';
import { qualificationLevelOfUser } from '../db/qualifications';
import { SEED_USERS } from '../db/seed-users';
import { CURRENT, call, parsed, signIn, type Answer } from '../../testing/commerce-backend';

// The qualifications of the fake backend (src/mocks/handlers/qualifications.ts): the list with
// the level derived from them, add and edit (idempotent by Idempotency-Key), the rules of the
// forms, anyone else's or an unknown id not found; the cart follows the derived level.
const DANA = 'u-1001';
const SAM = 'u-1002';
const MARIA = 'u-1003';
const LIST = `${CURRENT}/qualifications`;

const list = async (token: string) =>
  parsed(await call('GET', LIST, { token }), 200, QualificationListSchema);

function expectRefusal(
  answer: Answer,
  status: number,
  key: QualificationErrorKey,
  subject?: string,
) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  const [error] = v.parse(CommerceErrorListSchema, answer.body).errors;
  const code: { type: string; reason: string } = QUALIFICATION_ERRORS[key];
  expect({ type: error?.type, reason: error?.reason }).toEqual(code);
  if (subject !== undefined) expect(error?.subject).toBe(subject);
}

const MASTERS = {
  degreeLevel: 'MASTER',
  fieldOfStudy: 'Special Education',
  institution: 'Ohio State University',
  yearAwarded: '2020',
};

describe('qualifications on the fake backend', () => {
  it("each seeded shopper's qualifications derive the level docs/fake-backend.md gives", () => {
    for (const user of SEED_USERS) {
      expect(qualificationLevelOfUser(user.id), user.username).toBe(user.qualificationLevel);
    }
  });

  it('lists the shopper’s own, with the level and what each grants; a visitor is 401', async () => {
    const dana = await list(signIn(DANA));
    expect(dana.level).toBe('ABC');
    expect(dana.qualifications.map((q) => [q.id, q.type, q.grants])).toEqual([
      ['q-1001-license', 'license', 'C'],
      ['q-1001-degree', 'degree', 'C'],
    ]);
    const maria = await list(signIn(MARIA));
    expect(maria.level).toBe('AB');
    expect(maria.qualifications.map((q) => q.type)).toEqual(['degree', 'organisation']);
    expect((await call('GET', LIST)).status).toBe(401);
  });

  it('adds once per Idempotency-Key; a master’s degree makes the teacher AB, for the cart too', async () => {
    const token = signIn(SAM);
    const levelB = findProduct('0158036653');
    const sam = SEED_USERS.find((u) => u.id === SAM);
    expect(restrictionFor(levelB!, sam)?.reason).toBe('qualificationLevel');

    const headers = { 'Idempotency-Key': 'add-masters-1' };
    const first = await call('POST', `${LIST}/degree`, { token, headers, body: MASTERS });
    const added = parsed(first, 201, QualificationSchema);
    expect(added).toMatchObject({ type: 'degree', degreeLevel: 'MASTER', grants: 'B' });
    const again = await call('POST', `${LIST}/degree`, { token, headers, body: MASTERS });
    expect(again.headers.get('X-Idempotent-Replay')).toBe('true');
    expect(parsed(again, 201, QualificationSchema).id).toBe(added.id);

    const after = await list(token);
    expect(after.level).toBe('AB');
    expect(after.qualifications.filter((q) => q.type === 'degree')).toHaveLength(2);
    expect(restrictionFor(levelB!, sam)).toBeUndefined();
  });

  it('edits in place, once per key; another type’s id, anyone else’s and an unknown one are not found', async () => {
    const token = signIn(DANA);
    const path = `${LIST}/license/q-1001-license`;
    const renewed = {
      licenseType: 'Licensed Clinical Psychologist',
      licenseNumber: 'PSY-204518',
      issuedBy: 'Illinois',
      expiresOn: '2099-12-31',
    };
    const headers = { 'Idempotency-Key': 'edit-license-1' };
    const edited = parsed(
      await call('PUT', path, { token, headers, body: renewed }),
      200,
      QualificationSchema,
    );
    expect(edited).toMatchObject({ id: 'q-1001-license', ...renewed, grants: 'C' });
    const replay = await call('PUT', path, {
      token,
      headers,
      body: { ...renewed, issuedBy: 'Ohio' },
    });
    expect(replay.headers.get('X-Idempotent-Replay')).toBe('true');
    expect((await list(token)).qualifications.map((q) => q.id)).toEqual([
      'q-1001-license',
      'q-1001-degree',
    ]);

    expectRefusal(
      await call('PUT', `${LIST}/degree/q-1001-license`, { token, body: MASTERS }),
      404,
      'qualificationNotFound',
    );
    expectRefusal(
      await call('PUT', `${LIST}/degree/q-1003-degree`, { token, body: MASTERS }),
      404,
      'qualificationNotFound',
    );
    expectRefusal(
      await call('PUT', `${LIST}/degree/q-nothing`, { token, body: MASTERS }),
      404,
      'qualificationNotFound',
    );
    expectRefusal(
      await call('POST', `${LIST}/certification`, { token, body: MASTERS }),
      404,
      'qualificationNotFound',
    );
  });

  it('refuses what the form refuses, naming the field and the rule; nothing is added', async () => {
    const token = signIn(SAM);
    const old = await call('POST', `${LIST}/degree`, {
      token,
      body: { ...MASTERS, yearAwarded: '1949' },
    });
    expectRefusal(old, 400, 'invalid', 'yearAwarded');
    // The form page puts the rule's message on the field the platform names.
    expect(refusedQualificationField(new ApiError('http', 'Bad Request', 400, old.body))).toEqual({
      field: 'yearAwarded',
      message: 'qualification.yearInvalid',
    });
    expect(
      refusedQualificationField(new ApiError('network', 'Failed to fetch', 0)),
    ).toBeUndefined();
    expectRefusal(
      await call('POST', `${LIST}/license`, {
        token,
        body: {
          licenseType: 'LPC',
          licenseNumber: 'L 1',
          issuedBy: 'Ohio',
          expiresOn: '2099-01-01',
        },
      }),
      400,
      'invalid',
      'licenseNumber',
    );
    expectRefusal(
      await call('POST', `${LIST}/license`, {
        token,
        body: {
          licenseType: 'LPC',
          licenseNumber: 'L-1',
          issuedBy: 'Ohio',
          expiresOn: '2001-01-01',
        },
      }),
      400,
      'invalid',
      'expiresOn',
    );
    expect((await list(token)).qualifications).toHaveLength(1);
  });
});
