import { describe, expect, it } from 'vitest';
import { storeRoutes } from '../../core/routes/routes';
import { addressIdFromPath, bookQueryFor, bookQueryOf } from './address-book-location';

// What the address book pages read from their (untrusted) address.
const routes = storeRoutes({ locale: 'en-us', storeBasePath: '/store/usassessments/en' }).account;

describe('the address book query: uuid and unitName', () => {
  it('reads what the route table writes', () => {
    const href = routes.addAddress({
      uuid: 'org-5678',
      unitName: 'Riverside Early Learning Center',
    });
    expect(href).toBe(
      '/store/usassessments/en/my-account/addresses/add-address?uuid=org-5678&unitName=Riverside+Early+Learning+Center',
    );
    expect(bookQueryOf(new URL(href, 'https://x.test').search)).toEqual({
      uuid: 'org-5678',
      unitName: 'Riverside Early Learning Center',
    });
    expect(bookQueryOf('')).toEqual({ uuid: undefined, unitName: undefined });
    expect(bookQueryOf('?uuid=')).toEqual({ uuid: undefined, unitName: undefined });
  });

  it.each([
    '?uuid=%3Cscript%3E',
    '?uuid=org%2F5678',
    '?uuid=-org',
    `?uuid=${'a'.repeat(65)}`,
    '?uuid=org 5678',
  ])('a malformed uuid is "not found": %s', (search) => {
    expect(bookQueryOf(search).uuid).toBeNull();
  });

  it('unitName: text only, spaces collapsed, at most 100 characters', () => {
    expect(bookQueryOf('?unitName=%20A%0A%0D%09B%20%20C%20').unitName).toBe('A B C');
    expect(bookQueryOf('?unitName=%3Cb%3EHi%3C%2Fb%3E').unitName).toBe('<b>Hi</b>');
    expect(bookQueryOf(`?unitName=${'x'.repeat(100)}`).unitName).toHaveLength(100);
    expect(bookQueryOf(`?unitName=${'x'.repeat(101)}`).unitName).toBeUndefined();
    expect(bookQueryOf('?unitName=%20%20').unitName).toBeUndefined();
  });
});

describe("the widget's account-id attribute", () => {
  it('wins over the query, checked the same way', () => {
    expect(bookQueryFor('org-1234', '?uuid=org-5678&unitName=X')).toEqual({
      uuid: 'org-1234',
      unitName: 'X',
    });
    expect(bookQueryFor(' ', '?uuid=org-5678').uuid).toBe('org-5678');
    expect(bookQueryFor(undefined, '').uuid).toBeUndefined();
    expect(bookQueryFor('org/1234', '?uuid=org-5678').uuid).toBeNull();
  });
});

describe('the address id of the edit page', () => {
  it.each([
    [routes.editAddress('addr-1001-home'), 'addr-1001-home'],
    [`${routes.editAddress('addr-new-1')}/`, 'addr-new-1'],
    ['/addresses/edit-address/addr_1', 'addr_1'],
  ])('%s → %s', (path, id) => {
    expect(addressIdFromPath(path.split('?')[0] ?? '')).toBe(id);
  });

  it.each([
    '/addresses/edit-address',
    '/addresses/edit-address/',
    '/addresses/edit-address/%',
    '/addresses/edit-address/a/b',
    '/addresses/edit-address/%3Cscript%3E',
    '/addresses/edit-address/a%2Fb',
  ])('%s is not found (null)', (path) => {
    expect(addressIdFromPath(path)).toBeNull();
  });

  it('another page is not an edit page', () => {
    expect(addressIdFromPath(routes.addAddress())).toBeUndefined();
    expect(addressIdFromPath(routes.addresses())).toBeUndefined();
  });
});
