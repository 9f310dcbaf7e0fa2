import type { Kysely, Transaction } from 'kysely';

// Dialect-neutral columns: text ids, ISO-8601 UTC text timestamps, integers 0/1 for booleans.

export interface UsersTable {
  uid: string;
  email: string;
  password_hash: string;
  firstname: string | null;
  lastname: string | null;
  display_name: string | null;
  phone_number: string | null;
  picture_path: string | null;
  points: number;
  is_customer: number;
  is_ambassador: number;
  permission_ambassador: number;
  is_yam: number;
  formation_air: number;
  formation_mdb: number;
  formation_sport: number;
  formation_starter_mdb: number;
  scenario: string | null;
  address_line1: string | null;
  address_postale_code: string | null;
  address_city: string | null;
  address_country: string;
  address_company: string | null;
  cgv_accepted_version: string | null;
  /** The sign-in before the current one: what "since your last visit" is measured from. */
  previous_sign_in_at: string | null;
  last_sign_in_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface UserChannelsTable {
  uid: string;
  channel: string;
}

export interface UserPermissionsTable {
  uid: string;
  permission: string;
}

export interface UserLevelsTable {
  uid: string;
  channel: string;
  level: number;
  completed: number;
}

export interface AuthTokensTable {
  token_hash: string;
  uid: string;
  expires_at: string;
  created_at: string;
}

export interface PasswordResetsTable {
  token_hash: string;
  uid: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface LoginFailuresTable {
  id: string;
  email: string;
  ip: string;
  created_at: string;
}

export interface TermsOfSaleTable {
  version: string;
  published_at: string;
  effective_at: string;
  summary: string;
}

export interface MailOutboxTable {
  id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
  sent_at: string | null;
}

export interface DB {
  users: UsersTable;
  user_channels: UserChannelsTable;
  user_permissions: UserPermissionsTable;
  user_levels: UserLevelsTable;
  auth_tokens: AuthTokensTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  terms_of_sale: TermsOfSaleTable;
  mail_outbox: MailOutboxTable;
}

/** The database or a transaction on it: query functions accept both. */
export type Queryable = Kysely<DB> | Transaction<DB>;
