import type { CustomerAccount } from '../../api/accounts/account.schema';
import { useCustomerAccounts } from '../../api/accounts/get-customer-accounts';
import { useAddressBook } from '../../api/addresses/address-book';
import type { Address } from '../../api/addresses/address.schema';
import { addressRefusalOf } from '../../api/checkout/address-refusals';
import type { AccountPageStatus } from '../../ui/account-page/account-page';

export interface AddressBookData {
  status: AccountPageStatus;
  account: CustomerAccount | undefined;
  accounts: readonly CustomerAccount[];
  addresses: readonly Address[];
  retry: () => void;
  retrying: boolean;
}

/** The book and its account; malformed or not orderable for is "not found". Needs `userId`. */
export function useAddressBookData(
  userId: string | undefined,
  uuid: string | null | undefined,
): AddressBookData {
  const known = uuid !== null;
  const accounts = useCustomerAccounts(known ? userId : undefined);
  const book = useAddressBook(known ? userId : undefined, uuid ?? undefined);
  const list = accounts.data ?? [];
  const account = list.find((a) => (uuid ? a.id === uuid : a.type === 'PERSONAL'));

  let status: AccountPageStatus;
  if (!known || addressRefusalOf(book.error) === 'accountNotFound') status = 'not-found';
  else if (accounts.data && book.data) status = account ? 'ready' : 'not-found';
  else if (accounts.isError || book.isError) status = 'error';
  else status = 'loading';

  return {
    status,
    account,
    accounts: list,
    addresses: book.data ?? [],
    retry: () => {
      if (accounts.isError) void accounts.refetch();
      if (book.isError) void book.refetch();
    },
    retrying: accounts.isFetching || book.isFetching,
  };
}
