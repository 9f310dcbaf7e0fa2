import type { MeResponse } from '@campus/domain/account';
import { isEmptyValue } from '@campus/domain/shared';

export type ProfileItemId = 'picture' | 'name' | 'phoneNumber' | 'address';

export interface ProfileItem {
  id: ProfileItemId;
  isDone: boolean;
}

export interface ProfileCompleteness {
  items: ProfileItem[];
  /** Whole percent of the items filled in. */
  percent: number;
  isComplete: boolean;
}

type ProfileFields = Pick<MeResponse, 'pictureUrl' | 'firstname' | 'lastname' | 'phoneNumber' | 'address'>;

/** What a member has filled in of their profile (empty values per spec 5); the nickname is optional. */
export function profileCompleteness(user: ProfileFields): ProfileCompleteness {
  const isFilled = (...values: unknown[]) => values.every((value) => !isEmptyValue(value));
  const items: ProfileItem[] = [
    { id: 'picture', isDone: isFilled(user.pictureUrl) },
    { id: 'name', isDone: isFilled(user.firstname, user.lastname) },
    { id: 'phoneNumber', isDone: isFilled(user.phoneNumber) },
    { id: 'address', isDone: isFilled(user.address.line1, user.address.postale_code, user.address.city) },
  ];
  const done = items.filter((item) => item.isDone).length;
  return { items, percent: Math.round((done / items.length) * 100), isComplete: done === items.length };
}
