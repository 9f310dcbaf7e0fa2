import type { Address } from '@campus/domain/account';
import type { UsersTable } from '../../db/schema.js';

/** The users columns that hold the billing address, to select. */
export const ADDRESS_COLUMNS = [
  'address_line1',
  'address_postale_code',
  'address_city',
  'address_country',
  'address_company',
] as const;

type AddressColumns = Pick<UsersTable, (typeof ADDRESS_COLUMNS)[number]>;

/** The member's billing address (spec 3.2) as its users columns: the profile and the shop write it the same way. */
export function addressColumns(address: Address): AddressColumns {
  return {
    address_line1: address.line1,
    address_postale_code: address.postale_code,
    address_city: address.city,
    address_country: address.country,
    address_company: address.company,
  };
}

/** The address a users row holds, in the names of spec 3.2. */
export function addressOf(row: AddressColumns): Address {
  return {
    line1: row.address_line1,
    postale_code: row.address_postale_code,
    city: row.address_city,
    country: row.address_country,
    company: row.address_company,
  };
}
