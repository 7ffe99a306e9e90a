import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { OccUserSchema } from './occ-user.schema';
import { USER_FIELDS, toUserNames } from './user-converter';

const read = (occ: unknown) => toUserNames(v.parse(OccUserSchema, occ));

describe("OCC's user to our names", () => {
  it('asks for the names only', () => {
    expect(USER_FIELDS).toBe('firstName,lastName');
  });

  it('reads the names of a UserWsDTO, whatever else it carries', () => {
    const occ = {
      uid: 'clinician@example.com',
      customerId: 'u-1001',
      displayUid: 'Clinician@example.com',
      name: 'Dana Whitfield',
      firstName: 'Dana',
      lastName: 'Whitfield',
      titleCode: 'dr',
      currency: { isocode: 'USD' },
    };
    expect(read(occ)).toEqual({ firstName: 'Dana', lastName: 'Whitfield' });
  });

  it('a name left out or blank is empty, for the identity server’s to stand in', () => {
    expect(read({})).toEqual({ firstName: '', lastName: '' });
    expect(read({ firstName: 'Dana' })).toEqual({ firstName: 'Dana', lastName: '' });
    expect(read({ firstName: '  ', lastName: ' Whitfield ' })).toEqual({
      firstName: '',
      lastName: 'Whitfield',
    });
  });

  it('refuses what is not a user', () => {
    expect(() => read({ firstName: 7 })).toThrow();
    expect(() => read(null)).toThrow();
  });
});
