import { http } from '../../api/request';
import { pagedRows } from '../picker/paged-result';

export const USER_LIST_URL = '/sys/user/list';
export const USER_PICKER_WIDTH = 1200;

/** A user row of the pickers (widgets.md section 3). */
export interface PickerUser {
  id: string;
  username: string;
  realname: string;
  sex?: string | null;
  phone?: string | null;
  birthday?: string | null;
  orgCode?: string | null;
  orgName?: string | null;
}

/** The users with exactly these usernames, in the usernames' order; unknown ones are left out. */
export async function loadUsersByName(usernames: readonly string[]): Promise<PickerUser[]> {
  const found = await Promise.all(
    usernames.map(async (username) => {
      const res = await http.get<unknown>(
        USER_LIST_URL,
        { username, pageNo: 1, pageSize: 50 },
        { silent: true },
      );
      return pagedRows<PickerUser>(res.result).records.find((u) => u.username === username);
    }),
  );
  return found.filter((u): u is PickerUser => Boolean(u));
}
