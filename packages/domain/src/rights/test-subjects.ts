import { NO_FORMATIONS, type RightsSubject } from './rights.js';

/** For tests: a customer with no formation, no permission and no ambassador role; spread it to make the others. */
export const CUSTOMER_SUBJECT: RightsSubject = {
  isCustomer: true,
  isAmbassador: false,
  permissionAmbassador: false,
  permissions: [],
  formations: NO_FORMATIONS,
};
