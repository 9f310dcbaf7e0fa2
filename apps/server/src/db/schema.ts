import type { Kysely, Transaction } from 'kysely';

// Dialect-neutral columns: text ids, ISO-8601 UTC text timestamps, integers 0/1 for booleans.

export interface UsersTable {
  uid: string;
  email: string;
  password_hash: string;
  firstname: string | null;
  lastname: string | null;
  display_name: string | null;
  /** The names folded for member search (memberSearchText of @campus/domain); kept on every name change. */
  search_text: string | null;
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

export interface DiscussionsTable {
  id: string;
  /** DIRECT or GROUP. */
  type: string;
  channel: string;
  target_id: string | null;
  name: string | null;
  created_by: string;
  created_at: string;
  last_activity_at: string;
  last_message_id: string | null;
  last_message_author_id: string | null;
  last_message_at: string | null;
  last_message_text: string | null;
}

export interface DiscussionMembersTable {
  discussion_id: string;
  uid: string;
  /** member or admin. */
  role: string;
  /** active (MembersIds) or ignoring (IgnoringMembersIds: archived). */
  state: string;
  /** Copied from the discussion: the member's list is one index range. */
  channel: string;
  last_activity_at: string;
  /** ReadBy as a pointer: the member has read the last message when read_at >= last_message_at. */
  read_at: string | null;
}

export interface MessagesTable {
  id: string;
  discussion_id: string;
  author_id: string;
  text: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  /** The one target member. */
  uid: string;
  channel: string;
  kind: string;
  /** JSON object of strings: what the notification is about. */
  data: string;
  text: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface GlobalNotificationsTable {
  id: string;
  channel: string;
  kind: string;
  data: string;
  text: string;
  link: string | null;
  created_by: string | null;
  created_at: string;
}

export interface GlobalNotificationReadsTable {
  notification_id: string;
  uid: string;
  read_at: string;
}

export interface EventsTable {
  id: string;
  channel: string;
  type: string;
  mode: string;
  provider: string | null;
  link: string | null;
  address: string | null;
  capacity: number;
  title: string;
  description: string | null;
  author_id: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
}

export interface EventSessionsTable {
  id: string;
  event_id: string;
  title: string;
  description: string | null;
  starts_at: string;
  duration_minutes: number;
  capacity: number;
  seats_taken: number;
  sequence: number;
  updated_at: string;
  cancelled_at: string | null;
}

export interface EventParticipantsTable {
  session_id: string;
  uid: string;
  state: 'SEAT' | 'WAITING';
  created_at: string;
}

export interface CalendarFeedsTable {
  uid: string;
  token_hash: string;
  created_at: string;
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
  discussions: DiscussionsTable;
  discussion_members: DiscussionMembersTable;
  messages: MessagesTable;
  notifications: NotificationsTable;
  global_notifications: GlobalNotificationsTable;
  global_notification_reads: GlobalNotificationReadsTable;
  events: EventsTable;
  event_sessions: EventSessionsTable;
  event_participants: EventParticipantsTable;
  calendar_feeds: CalendarFeedsTable;
}

/** The database or a transaction on it: query functions accept both. */
export type Queryable = Kysely<DB> | Transaction<DB>;
