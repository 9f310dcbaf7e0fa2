import type { AuditAction, MemberStatus } from '@campus/domain/administration';
import type {
  CardBrand,
  InvoiceKind,
  InvoiceStatus,
  SubscriptionPeriod,
  SubscriptionStatus,
} from '@campus/domain/billing';
import type { CheckoutStatus, OfferInterval, OfferStatus } from '@campus/domain/shop';
import type { EventMode, EventType, WebinarProvider, WebinarRegistrationStatus } from '@campus/domain/events';
import type { DiscussionType, NotificationKind } from '@campus/domain/messaging';
import type { ModerationAction, ReportReason, ReportStatus, ReportTargetKind } from '@campus/domain/moderation';
import type {
  AssociationStatus,
  AuditStatus,
  FileCategory,
  InvestorKind,
  OperationType,
  ProjectState,
  PropertyType,
} from '@campus/domain/incubator';
import type { DealCondition, DealStoredStatus, MarketList, MarketPropertyType } from '@campus/domain/network';
import type {
  ClassroomLevel,
  ContentType,
  EducationalContentStatus,
  NutritionKind,
  ReplayMediaType,
  ReplayStatus,
  SkillLevel,
} from '@campus/domain/learning';
import type { JobStatus } from '@campus/domain/operations';
import type { ChannelSlug } from '@campus/domain/shared';
import type { ColumnType, Kysely, Transaction } from 'kysely';

/** A column added later with a default: inserts may leave it out. */
type Optional<T> = ColumnType<T, T | undefined, T>;

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
  /** When the member saw the guided tour (spec 2.6); null: it shows on their next visit. */
  tour_seen_at: string | null;
  /** invited (no password chosen yet), active, deactivated (signs in no more; nothing of theirs deleted). */
  status: MemberStatus;
  deactivated_at: string | null;
  /** When the closure the member or an admin asked anonymises the account (null: none asked). */
  closure_due_at: string | null;
  /** When the account was anonymised (status closed). */
  closed_at: string | null;
  /** Suspended by a moderator until then (issue 32): sign-in refused while it is ahead; lifts by itself. */
  suspended_until: string | null;
}

export interface UserChannelsTable {
  uid: string;
  channel: ChannelSlug;
}

export interface UserPermissionsTable {
  uid: string;
  permission: string;
}

export interface UserLevelsTable {
  uid: string;
  channel: ChannelSlug;
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
  type: DiscussionType;
  channel: ChannelSlug;
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
  role: 'member' | 'admin';
  /** active (MembersIds) or ignoring (IgnoringMembersIds: archived). */
  state: 'active' | 'ignoring';
  /** Copied from the discussion: the member's list of a channel is one index range (ordered by the discussion's activity). */
  channel: ChannelSlug;
  /** ReadBy as a pointer: the member has read the last message when read_at >= last_message_at. */
  read_at: string | null;
}

export interface MessagesTable {
  id: string;
  discussion_id: string;
  author_id: string;
  text: string;
  created_at: string;
  /** The author's Idempotency-Key of the post, unique per author (null without one). */
  client_key: string | null;
  /** The other member of a direct discussion, who had blocked the author when it was posted: hidden from them. */
  hidden_from_uid: string | null;
  /** Hidden by a moderator (issue 32): everyone, its author too, sees « Message masqué par la modération ». */
  hidden_at: string | null;
  hidden_by: string | null;
}

export interface NotificationsTable {
  id: string;
  /** The one target member. */
  uid: string;
  channel: ChannelSlug;
  kind: NotificationKind;
  /** JSON object of strings: what the notification is about. */
  data: string;
  text: string;
  link: string | null;
  created_at: string;
  read_at: string | null;
}

export interface GlobalNotificationsTable {
  id: string;
  channel: ChannelSlug;
  kind: NotificationKind;
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
  channel: ChannelSlug;
  type: EventType;
  mode: EventMode;
  provider: WebinarProvider | null;
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
  /** The provider's session (Livestorm) or meeting (Zoom) the seat holders are registered to (migration 0028). */
  webinar_id: string | null;
  /** When the provider's attendance was read back, after the session. */
  attendance_read_at: string | null;
}

/** A member as the session's webinar provider knows them (migration 0028). */
export interface WebinarRegistrationsTable {
  session_id: string;
  uid: string;
  provider: WebinarProvider;
  webinar_id: string;
  status: WebinarRegistrationStatus;
  registrant_id: string | null;
  /** The e-mail the provider knows the member by (a closed account is cancelled by it). */
  email: string | null;
  join_url: string | null;
  /** The job whose every attempt failed: an admin's retry of it tries this registration again. */
  failed_job_id: string | null;
  attended_at: string | null;
  updated_at: string;
  /**
   * The registration to cancel first, at the provider and id the session had before an admin changed them (the
   * member was registered there): the job cancels it, then registers the member at the new one.
   */
  previous_provider: WebinarProvider | null;
  previous_webinar_id: string | null;
  previous_registrant_id: string | null;
}

/** A person the built-in webinar sandbox registered (migration 0028). */
export interface WebinarSandboxPeopleTable {
  registrant_id: string;
  provider: WebinarProvider;
  webinar_id: string;
  email: string;
  firstname: string;
  joined_at: string | null;
  created_at: string;
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

export interface InvoiceCountersTable {
  year: number;
  last_number: number;
}

/** A draft (no number, no issue date) or a finalised invoice with its status of spec 4. */
export interface InvoicesTable {
  id: string;
  uid: string;
  number: string | null;
  status: 'draft' | InvoiceStatus;
  title: string;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
  issued_at: string | null;
  due_at: string | null;
  paid_at: string | null;
  buyer_name: string | null;
  buyer_company: string | null;
  buyer_siren: string | null;
  buyer_line1: string | null;
  buyer_postale_code: string | null;
  buyer_city: string | null;
  buyer_country: string | null;
  /** JSON of the seller's mentions at finalisation. */
  seller: string | null;
  created_at: string;
  updated_at: string;
  kind: Optional<InvoiceKind>;
  /** A credit note's invoice. */
  credit_of: Optional<string | null>;
  /** The provider's id of what was paid or refunded (unique: one invoice or credit note each). */
  provider_ref: Optional<string | null>;
  /** The payment a refund goes back to (Stripe's payment intent). */
  payment_ref: Optional<string | null>;
  offer_id: Optional<string | null>;
}

export interface InvoiceLinesTable {
  invoice_id: string;
  position: number;
  description: string;
  quantity: number;
  unit_price_cents: number;
  vat_rate_bp: number;
  net_cents: number;
  vat_cents: number;
  gross_cents: number;
}

export interface SubscriptionsTable {
  id: string;
  uid: string;
  product: string;
  period: SubscriptionPeriod;
  status: SubscriptionStatus;
  amount_cents: number;
  started_at: string;
  next_renewal_at: string | null;
  offer_id: Optional<string | null>;
  provider: Optional<'stripe' | 'sandbox' | null>;
  provider_subscription_id: Optional<string | null>;
  cancel_at_period_end: Optional<number>;
  past_due_since: Optional<string | null>;
  ended_at: Optional<string | null>;
}

export interface OffersTable {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  vat_rate_bp: number;
  interval: OfferInterval;
  /** JSON arrays. */
  grant_formations: string;
  grant_channels: string;
  status: OfferStatus;
  created_at: string;
  updated_at: string;
}

export interface CheckoutsTable {
  id: string;
  uid: string;
  offer_id: string;
  provider: 'stripe' | 'sandbox';
  status: CheckoutStatus;
  provider_session_id: string | null;
  failure: string | null;
  pending_card: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  provider: 'stripe' | 'sandbox';
  received_at: string;
}

export interface ShopGrantsTable {
  id: string;
  uid: string;
  /** `subscription:{id}` or `purchase:{invoice id}`. */
  source: string;
  /** JSON arrays of what it grants, and JSON `{ formations, channels, customer }` of what it added. */
  formations: string;
  channels: string;
  added: string;
  is_active: number;
  granted_at: string;
  revoked_at: string | null;
}

export interface PaymentMethodsTable {
  id: string;
  uid: string;
  brand: CardBrand;
  last4: string;
  exp_month: number;
  exp_year: number;
  is_default: number;
  created_at: string;
}

export interface BillingCustomersTable {
  uid: string;
  stripe_customer_id: string;
  created_at: string;
}

export interface ContractsTable {
  id: string;
  uid: string;
  kind: string;
  product_name: string | null;
  course_id: string | null;
  signature_types: string;
  issued_by: string | null;
  created_at: string;
  original_sha256: string;
  signed_at: string | null;
  signer_name: string | null;
  signature_type: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  consent_text: string | null;
  signed_sha256: string | null;
}

export interface ContractDocumentsTable {
  contract_id: string;
  /** `original` or `signed`. */
  role: string;
  sha256: string;
  content: Buffer;
  created_at: string;
}

export interface MdbProjectsTable {
  id: string;
  owner_uid: string;
  name: string;
  state: ProjectState;
  audit_status: AuditStatus | null;
  property_type: PropertyType | null;
  operation_type: OperationType | null;
  department: string | null;
  region: string | null;
  city: string | null;
  search_text: string;
  works_total_cents: number;
  step: number;
  /** JSON: the form's steps (property, operation, works, financing, team). */
  data: string;
  created_at: string;
  updated_at: string;
  submitted_at: string | null;
}

export interface MdbProjectFilesTable {
  id: string;
  project_id: string;
  category: FileCategory;
  name: string;
  content_type: string;
  size: number;
  created_at: string;
}

export interface MdbProjectChangesTable {
  id: string;
  project_id: string;
  actor_uid: string;
  field: 'state' | 'auditStatus';
  from_value: string | null;
  to_value: string;
  note: string | null;
  created_at: string;
}

export interface MdbProjectReviewsTable {
  id: string;
  project_id: string;
  reviewer_uid: string;
  comment: string;
  /** JSON: the score of each criterion. */
  scores: string;
  created_at: string;
}

export interface MdbAssociationsTable {
  id: string;
  project_id: string;
  owner_uid: string;
  title: string;
  description: string | null;
  investor_kind: InvestorKind;
  status: AssociationStatus;
  created_at: string;
  updated_at: string;
}

export interface MdbAssociationMembersTable {
  association_id: string;
  uid: string;
  joined_at: string;
}

export interface NetworkProfilesTable {
  uid: string;
  department_code: string | null;
  show_phone: number;
  show_city: number;
  show_on_map: number;
  ambassador_type: 'AIR' | 'MDB' | null;
  is_mentor: number;
  is_coach: number;
  updated_at: string;
}

export interface MemberSkillsTable {
  uid: string;
  skill: string;
}

export interface NetworkContactsTable {
  id: string;
  kind: 'PARTNER' | 'GOOD_CONTACT';
  name: string;
  search_text: string;
  trade: string;
  description: string | null;
  department_code: string | null;
  contact_kind: 'MAIL' | 'WEBSITE';
  contact: string;
  socials: string;
}

export interface ExpertsTable {
  id: string;
  name: string;
  speciality: string;
  description: string | null;
  website: string | null;
}

export interface PointsOfSaleTable {
  id: string;
  name: string;
  city: string;
  department_code: string;
  website: string | null;
}

export interface DealsTable {
  id: string;
  author_uid: string;
  title: string;
  search_text: string;
  market_list: MarketList;
  condition: DealCondition;
  property_type: MarketPropertyType;
  price: number;
  surface: number;
  rooms: number;
  city: string;
  department_code: string;
  description: string;
  status: DealStoredStatus;
  hidden_at: string | null;
  published_at: string | null;
  expires_at: string | null;
  reminded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface DealPhotosTable {
  id: string;
  deal_id: string;
  path: string;
  position: number;
}

/** A member's report of a message, discussion, member or deal (issue 32); one open per member and thing. */
export interface ReportsTable {
  id: string;
  reporter_uid: string | null;
  target_kind: ReportTargetKind;
  target_id: string;
  /** The member the report is about (the author of the message or deal, the member reported). */
  reported_uid: string | null;
  reason: ReportReason;
  comment: string | null;
  status: ReportStatus;
  /** The moderators' decision that settled it (dismissed or actioned). */
  decision_id: string | null;
  resolved_by: string | null;
  resolved_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A moderator's decision on a reported thing; undone when `reversed_at` is set. */
export interface ModerationDecisionsTable {
  id: string;
  action: ModerationAction;
  target_kind: ReportTargetKind;
  target_id: string;
  member_uid: string | null;
  /** JSON: `{ text, notificationId }` of a warning, `{ until, previousUntil }` of a suspension. */
  detail: string | null;
  actor_uid: string | null;
  created_at: string;
  reversed_at: string | null;
  reversed_by: string | null;
}

export interface CoursesTable {
  id: string;
  channel: ChannelSlug;
  title: string;
  description: string | null;
  skill_level: SkillLevel;
  classroom_level: ClassroomLevel;
  position: number;
  published_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CourseModulesTable {
  id: string;
  course_id: string;
  title: string;
  position: number;
}

export interface LessonsTable {
  id: string;
  course_id: string;
  module_id: string;
  title: string;
  content_type: ContentType;
  body: string | null;
  file_name: string | null;
  url: string | null;
  duration_seconds: number | null;
  points: number;
  position: number;
}

export interface LessonProgressTable {
  uid: string;
  lesson_id: string;
  course_id: string;
  position_seconds: number;
  /** JSON [[start, end], ...] seconds: the union of what was watched. */
  watched_ranges: string;
  completed_at: string | null;
  updated_at: string;
}

export interface LearningPreferencesTable {
  uid: string;
  playback_rate: number;
  updated_at: string;
}

/**
 * The media key of a session (one at most): the key is the HMAC of the session's token and `nonce`, kept only as its
 * SHA-256; it goes with the session (auth_tokens), and a new nonce makes a new key once it has expired.
 */
export interface MediaAccessKeysTable {
  token_hash: string;
  key_hash: string;
  nonce: string;
  expires_at: string;
}

export interface ReplaysTable {
  id: string;
  channel: ChannelSlug;
  title: string;
  description: string | null;
  media_type: ReplayMediaType;
  /** '' while a draft waits for its file. */
  file_name: string;
  duration_minutes: number | null;
  /** JSON [{ at: seconds, title }]. */
  chapters: string;
  event_id: string | null;
  course_id: string | null;
  /** A video or audio lesson of the course that watching the replay counts for (migration 0012). */
  lesson_id: string | null;
  /** Title and description folded for the search. */
  search_text: string;
  /** Members see published replays only (migration 0012). */
  status: ReplayStatus;
  /** The publication time; a draft's creation time until it is published. */
  published_at: string;
}

export interface ReplayViewsTable {
  uid: string;
  replay_id: string;
  position_seconds: number;
  updated_at: string;
}

export interface ResourcesTable {
  id: string;
  channel: ChannelSlug;
  category: string;
  title: string;
  description: string | null;
  file_name: string | null;
  url: string | null;
  position: number;
}

export interface NutritionItemsTable {
  id: string;
  kind: NutritionKind;
  title: string;
  summary: string;
  /** JSON: the item's lists (ingredients, steps, days, exercises). */
  details: string;
  duration_minutes: number | null;
  calories: number | null;
  position: number;
}

export interface EducationalContentsTable {
  id: string;
  channel: ChannelSlug;
  title: string;
  description: string | null;
  starts_at: string;
  status: EducationalContentStatus;
  author_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface EducationalContentMembersTable {
  content_id: string;
  uid: string;
  joined_at: string;
}

/** A member who hides typing and `Vu` (issue 33), and so sees no one's; absent: shown. */
export interface ReadReceiptsHiddenTable {
  uid: string;
  hidden_at: string;
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
  webinar_registrations: WebinarRegistrationsTable;
  webinar_sandbox_people: WebinarSandboxPeopleTable;
  calendar_feeds: CalendarFeedsTable;
  invoice_counters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  subscriptions: SubscriptionsTable;
  offers: OffersTable;
  checkouts: CheckoutsTable;
  payment_events: PaymentEventsTable;
  shop_grants: ShopGrantsTable;
  payment_methods: PaymentMethodsTable;
  billing_customers: BillingCustomersTable;
  contracts: ContractsTable;
  contract_documents: ContractDocumentsTable;
  mdb_projects: MdbProjectsTable;
  mdb_project_files: MdbProjectFilesTable;
  mdb_project_changes: MdbProjectChangesTable;
  mdb_project_reviews: MdbProjectReviewsTable;
  mdb_associations: MdbAssociationsTable;
  mdb_association_members: MdbAssociationMembersTable;
  network_profiles: NetworkProfilesTable;
  member_skills: MemberSkillsTable;
  network_contacts: NetworkContactsTable;
  experts: ExpertsTable;
  points_of_sale: PointsOfSaleTable;
  deals: DealsTable;
  deal_photos: DealPhotosTable;
  reports: ReportsTable;
  moderation_decisions: ModerationDecisionsTable;
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  lessons: LessonsTable;
  lesson_progress: LessonProgressTable;
  learning_preferences: LearningPreferencesTable;
  media_access_keys: MediaAccessKeysTable;
  replays: ReplaysTable;
  replay_views: ReplayViewsTable;
  resources: ResourcesTable;
  nutrition_items: NutritionItemsTable;
  educational_contents: EducationalContentsTable;
  educational_content_members: EducationalContentMembersTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  invitations: InvitationsTable;
  audit_events: AuditEventsTable;
  data_exports: DataExportsTable;
  member_blocks: MemberBlocksTable;
  notification_preferences: NotificationPreferencesTable;
  push_subscriptions: PushSubscriptionsTable;
  server_keys: ServerKeysTable;
  read_receipts_hidden: ReadReceiptsHiddenTable;
}

/** A member (blocker) blocked another (blocked): issue 32, modules/blocks. */
/** A member's notification preferences and mail markers (issue 33); no row: the defaults. */
export interface NotificationPreferencesTable {
  uid: string;
  /** JSON array of the notification kinds turned off in the site. */
  site_off: string;
  email_direct_messages: number;
  email_contracts: number;
  email_project_decisions: number;
  digest: 'daily' | 'weekly' | 'never';
  /** Signs the member's unsubscribe links (HMAC-SHA256 of uid and kind). */
  unsubscribe_key: string;
  /** When the member's unread direct messages were last mailed. */
  direct_messages_mailed_at: string | null;
  /** When the last digest was mailed. */
  digest_sent_at: string | null;
  updated_at: string;
  /** 1: direct messages are pushed to the member's devices. */
  push_direct_messages: number;
  /** JSON array of the notification kinds not pushed. */
  push_off: string;
  /** JSON array of the channels the member muted (none of their notifications, nothing of them in the digest). */
  channels_off: string;
}

/** A device a member turned push on (its push service URL and keys, PushSubscription.toJSON()). */
export interface PushSubscriptionsTable {
  endpoint: string;
  uid: string;
  p256dh: string;
  auth: string;
  created_at: string;
  last_sent_at: string | null;
}

/** Keys the server makes once and keeps (the VAPID pair when the configuration gives none). */
export interface ServerKeysTable {
  name: string;
  value: string;
  created_at: string;
}

export interface MemberBlocksTable {
  blocker_uid: string;
  blocked_uid: string;
  created_at: string;
}

/** An invitation to choose a password (7 days, single use, revocable); only the SHA-256 of its link's token. */
export interface InvitationsTable {
  id: string;
  uid: string;
  token_hash: string;
  /** The admin who sent it; null from an import run by nobody in particular. */
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  accepted_at: string | null;
}

/** The one audit journal (decision 0015): an admin action, who did it, on whom, and the state before and after. */
export interface AuditEventsTable {
  id: string;
  at: string;
  /** null: the command line (create-admin). */
  actor_uid: string | null;
  action: AuditAction;
  target_uid: string | null;
  /** `kind:id` of what else the action concerns (`invoice:…`, `contract:…`, `project:…`, `deal:…`). */
  subject: string | null;
  /** JSON objects. */
  before: string | null;
  after: string | null;
}

/** A background job of the embedded SQLite store (platform/jobs/sqlite-jobs.ts); PostgreSQL keeps them in pg-boss. */
export interface JobsTable {
  id: string;
  name: string;
  /** JSON object: what the job was sent with. */
  data: string;
  status: JobStatus;
  attempts: number;
  retry_limit: number;
  retry_delay_seconds: number;
  retry_backoff: number;
  expire_in_seconds: number;
  /** Queued: when it may start. Running: when the attempt expires (a dead process's job is taken again then). */
  run_at: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  error: string | null;
  /** JSON `{ done, total }` while it runs, when the job tells it (JobContext.progress). */
  progress: string | null;
  /** JSON object: what the job returned when done. */
  report: string | null;
}

/** The last tick each cron schedule of the SQLite store ran for. */
export interface JobSchedulesTable {
  name: string;
  cron: string;
  last_tick_at: string;
}

/** The database or a transaction on it: query functions accept both. */
export type Queryable = Kysely<DB> | Transaction<DB>;

/** A member's copy of their data (migration 0020): the zip is DATA_DIR/exports/{id}.zip. */
export interface DataExportsTable {
  id: string;
  uid: string;
  status: 'preparing' | 'ready' | 'failed';
  /** The SHA-256 of the link's token, once ready. */
  token_hash: string | null;
  size: number | null;
  created_at: string;
  ready_at: string | null;
  expires_at: string | null;
}
